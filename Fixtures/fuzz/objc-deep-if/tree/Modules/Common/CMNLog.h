void CMNLog(id message);
