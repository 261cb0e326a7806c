void CMLog(id message);
