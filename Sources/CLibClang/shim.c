#if defined(__linux__)
#define _GNU_SOURCE /* pthread_getattr_np */
#endif
#include "CLibClang.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#define HL_FN(ret, name, params, args) static ret (*p_##name) params;
#define HL_VOID(name, params, args) static void (*p_##name) params;
#include "hl_functions.def"
#undef HL_FN
#undef HL_VOID

static void *handle;
static char error_text[512] = "libclang was not loaded";
static char loaded_path[512] = "";

/* Where libclang lives: Debian's libclang-dev first (by SONAME, so the Swift toolchain's
 * own unrelated libclang.so is never picked by accident), then macOS locations. */
static const char *const candidates[] = {
    "libclang-14.so.13", "libclang-14.so.1", "/usr/lib/llvm-14/lib/libclang.so",
    "libclang-15.so.15", "libclang-16.so.16", "libclang-17.so.17", "libclang-18.so.18", "libclang-19.so.19",
    "/Library/Developer/CommandLineTools/usr/lib/libclang.dylib",
    "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/libclang.dylib",
    "/opt/homebrew/opt/llvm/lib/libclang.dylib", "/usr/local/opt/llvm/lib/libclang.dylib",
    "libclang.so",
};

static int bind_symbols(void) {
#define HL_FN(ret, name, params, args) \
    *(void **)(&p_##name) = dlsym(handle, #name); \
    if (!p_##name) { snprintf(error_text, sizeof error_text, "libclang at %s lacks %s", loaded_path, #name); return 0; }
#define HL_VOID(name, params, args) HL_FN(void, name, params, args)
#include "hl_functions.def"
#undef HL_FN
#undef HL_VOID
    return 1;
}

/* The calling thread's stack size in bytes; 0 when it cannot be told. */
static size_t hl_current_stack_size(void) {
#if defined(__linux__)
    pthread_attr_t attr;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attr) != 0) return 0;
    if (pthread_attr_getstacksize(&attr, &size) != 0) size = 0;
    pthread_attr_destroy(&attr);
    return size;
#elif defined(__APPLE__)
    return pthread_get_stacksize_np(pthread_self());
#else
    return 0;
#endif
}

/* Code pages libclang's loading touched and parsing does not need, given back.
 *
 * Loading libclang-14 runs LLVM's static initializers, a few thousand small functions spread
 * over its 60 MB of code; each page fault maps its neighbours too (the kernel's fault-around),
 * so about 55 MB of clean, file-backed code pages stay resident in the process although a
 * parse runs a fraction of them (measured on a 10k-file tree: 57 MB of libLLVM/libclang code
 * resident mid-run, 27 MB with this; the run's peak RSS 30-35 MB lower, its time unchanged).
 * They are told to the kernel as not needed (MADV_DONTNEED): a page a parse runs later is
 * mapped again from the page cache (a minor fault, no disk read). Only mappings
 * the load added are touched, and only executable ones no one has written to (no private or
 * anonymous pages): for those dropping is always safe. Linux only; elsewhere a no-op. */
#if defined(__linux__)
enum { max_mappings = 1024 };
static unsigned long code_before[max_mappings];
static size_t code_before_count;
static unsigned long released_bytes;

static int is_code_mapping(const char *line, unsigned long *start, unsigned long *end) {
    char perms[8];
    char path[8] = "";
    if (sscanf(line, "%lx-%lx %7s %*s %*s %*s %7s", start, end, perms, path) < 3) return 0;
    return strcmp(perms, "r-xp") == 0 && path[0] == '/';
}

static void note_code_before_load(void) {
    code_before_count = 0;
    FILE *maps = fopen("/proc/self/maps", "r");
    if (!maps) return;
    char line[1024];
    unsigned long start, end;
    while (fgets(line, sizeof line, maps) && code_before_count < max_mappings) {
        if (is_code_mapping(line, &start, &end)) code_before[code_before_count++] = start;
    }
    fclose(maps);
}

static int mapped_before(unsigned long start) {
    for (size_t i = 0; i < code_before_count; i++) if (code_before[i] == start) return 1;
    return 0;
}

static void release_load_time_code(void) {
    FILE *smaps = fopen("/proc/self/smaps", "r");
    if (!smaps) return;
    char line[4096];
    unsigned long start = 0, end = 0, written = 0;
    int candidate = 0;
    int continuation = 0; /* the rest of a line longer than the buffer */
    for (;;) {
        int more = fgets(line, sizeof line, smaps) != NULL;
        if (more) {
            int was_continuation = continuation;
            continuation = strchr(line, '\n') == NULL;
            if (was_continuation) continue;
        }
        unsigned long next_start, next_end;
        /* A mapping's first line starts "start-end"; its fields' lines start with a name. */
        int header = more && sscanf(line, "%lx-%lx", &next_start, &next_end) == 2;
        if (!more || header) {
            if (candidate && written == 0 && madvise((void *)start, end - start, MADV_DONTNEED) == 0) released_bytes += end - start;
            if (!more) break;
            candidate = is_code_mapping(line, &start, &end) && !mapped_before(start);
            written = 0;
            continue;
        }
        unsigned long kilobytes;
        /* Pages someone wrote: dirty, anonymous (copied on write), or such pages swapped out. */
        if (sscanf(line, "Private_Dirty: %lu kB", &kilobytes) == 1 || sscanf(line, "Anonymous: %lu kB", &kilobytes) == 1
            || sscanf(line, "Swap: %lu kB", &kilobytes) == 1) {
            written += kilobytes;
        }
    }
    fclose(smaps);
}

unsigned long hl_libclang_released_code_bytes(void) { return released_bytes; }
#else
static void note_code_before_load(void) {}
static void release_load_time_code(void) {}
unsigned long hl_libclang_released_code_bytes(void) { return 0; }
#endif

static int load_locked(const char *path);
static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;

int hl_libclang_load(const char *path) {
    pthread_mutex_lock(&load_lock);
    int loaded = load_locked(path);
    pthread_mutex_unlock(&load_lock);
    return loaded;
}

static int load_locked(const char *path) {
    if (handle) return 1;
    note_code_before_load();
    if (path && *path) {
        handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            snprintf(error_text, sizeof error_text, "cannot load libclang from %s: %s", path, dlerror());
            return 0;
        }
        snprintf(loaded_path, sizeof loaded_path, "%s", path);
    } else {
        for (size_t i = 0; i < sizeof candidates / sizeof candidates[0] && !handle; i++) {
            handle = dlopen(candidates[i], RTLD_NOW | RTLD_LOCAL);
            if (handle) snprintf(loaded_path, sizeof loaded_path, "%s", candidates[i]);
        }
        if (!handle) {
            snprintf(error_text, sizeof error_text,
                     "libclang not found (install Debian's libclang-dev, or set HIVE_LINT_LIBCLANG to libclang's path)");
            return 0;
        }
    }
    if (!bind_symbols()) {
        dlclose(handle);
        handle = NULL;
        return 0;
    }
    /* libclang runs every parse on a new thread with an 8 MB stack (clang's own need) unless
     * LIBCLANG_NOTHREADS is set; creating those threads cost about a tenth of a cold run. When
     * the caller's threads (hive-lint's parse workers share their pool) already have 8 MB,
     * parse on them; crash recovery stays on either way. A value the user set is kept. */
    if (hl_current_stack_size() >= ((size_t)8 << 20)) setenv("LIBCLANG_NOTHREADS", "1", 0);
    release_load_time_code();
    return 1;
}

/* One capture for the process, shared by overlapping begin/end pairs (analyses run side by
 * side in one process): the first begin starts it, each end gets what was written since its
 * begin, the last end stops it. */
static pthread_mutex_t capture_lock = PTHREAD_MUTEX_INITIALIZER;
static int capture_users;
static FILE *saved_stderr;
static FILE *capture_stream;
static char *capture_buffer;
static size_t capture_length;

long hl_stderr_capture_begin(void) {
    pthread_mutex_lock(&capture_lock);
    if (capture_users == 0) {
        capture_stream = open_memstream(&capture_buffer, &capture_length);
        if (!capture_stream) {
            pthread_mutex_unlock(&capture_lock);
            return -1;
        }
        fflush(stderr);
        saved_stderr = stderr;
        stderr = capture_stream;
    }
    capture_users += 1;
    fflush(capture_stream);
    long start = (long)capture_length;
    pthread_mutex_unlock(&capture_lock);
    return start;
}

char *hl_stderr_capture_end(long start) {
    pthread_mutex_lock(&capture_lock);
    if (capture_users == 0 || start < 0) {
        pthread_mutex_unlock(&capture_lock);
        return NULL;
    }
    fflush(capture_stream);
    size_t from = (size_t)start <= capture_length ? (size_t)start : capture_length;
    size_t length = capture_length - from;
    char *text = malloc(length + 1);
    if (text) {
        memcpy(text, capture_buffer + from, length);
        text[length] = 0;
    }
    if (--capture_users == 0) {
        stderr = saved_stderr;
        fclose(capture_stream);
        free(capture_buffer);
        capture_stream = NULL;
        capture_buffer = NULL;
        capture_length = 0;
    }
    pthread_mutex_unlock(&capture_lock);
    return text;
}

const char *hl_libclang_error(void) { return error_text; }
const char *hl_libclang_path(void) { return loaded_path; }

#define HL_FN(ret, name, params, args) ret hl_##name params { return p_##name args; }
#define HL_VOID(name, params, args) void hl_##name params { p_##name args; }
#include "hl_functions.def"
#undef HL_FN
#undef HL_VOID
