#ifndef HIVE_LINT_CLIBCLANG_H
#define HIVE_LINT_CLIBCLANG_H
/* libclang, loaded lazily.
 *
 * hive-lint never links libclang: linking costs every run ~28 ms of start-up and makes the
 * binary unusable on a machine without it, even for Swift-only trees. Instead
 * hl_libclang_load() dlopen()s it the first time Objective-C must be parsed, and the
 * hl_clang_* wrappers call through the loaded table. Only the types come from
 * <clang-c/Index.h> at build time. */
#include <clang-c/Index.h>

/* Loads libclang once. `path` may be NULL (then the usual install locations are tried).
 * Returns 1 on success, 0 on failure (see hl_libclang_error()). Thread-safe (one load at a
 * time); call it before parsing starts. */
int hl_libclang_load(const char *path);
/* Why the last hl_libclang_load() failed; never NULL. */
const char *hl_libclang_error(void);
/* The file the library was loaded from, or "" if none. */
const char *hl_libclang_path(void);
/* The size of the code mappings loading libclang added whose pages were given back to the
 * kernel after the load (see shim.c); 0 on other systems, or before the load. */
unsigned long hl_libclang_released_code_bytes(void);

/* libclang reports a crash it recovered from ("libclang: crash detected during parsing: {"
 * and the parse's arguments, "LIBCLANG FATAL ERROR: …") with fprintf on the C library's
 * stderr stream. Between begin and end that stream writes to memory instead of file
 * descriptor 2 (which Swift's own messages and crash reports use, and keep using).
 * hl_stderr_capture_begin returns where the capture stood (give it to the matching end), or
 * -1 when it cannot capture (out of memory). hl_stderr_capture_end returns what was written
 * since that begin (NUL-terminated, to be freed with free()); the last end of overlapping
 * pairs (analyses side by side in one process) restores the stream. */
long hl_stderr_capture_begin(void);
char *hl_stderr_capture_end(long start);

#define HL_FN(ret, name, params, args) ret hl_##name params;
#define HL_VOID(name, params, args) void hl_##name params;
#include "hl_functions.def"
#undef HL_FN
#undef HL_VOID

#endif
