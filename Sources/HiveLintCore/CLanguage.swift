/// The C language's own words: its keywords and built-in type names. A project declaration of
/// one (sqlite's `# define double sqlite3_int64`, under an `#ifdef` a declarations pass does
/// not evaluate) redefines the language, not a name other code uses: the Objective-C prelude
/// gives it no stub, and symbol resolution takes no use of it for the project's.
public enum CLanguage {
    public static let keywords: Set<String> = [
        "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "const", "volatile", "static", "extern",
        "inline", "register", "restrict", "auto", "struct", "union", "enum", "typedef", "sizeof", "_Bool", "bool", "true", "false",
        "if", "else", "for", "while", "do", "switch", "case", "default", "break", "continue", "return", "goto",
    ]

    /// C++'s keywords that no C or Objective-C code declares: a `.h` of C++ read as Objective-C
    /// (wcdb's `enum class Kind`) seemed to declare a type named `class`, which every other
    /// header's `class Foo;` then used.
    public static let cppKeywords: Set<String> = [
        "class", "namespace", "template", "typename", "virtual", "operator", "nullptr", "constexpr", "consteval", "constinit",
        "decltype", "noexcept", "static_assert", "static_cast", "dynamic_cast", "const_cast", "reinterpret_cast", "typeid",
        "alignas", "alignof", "thread_local", "explicit", "mutable", "friend", "public", "private", "protected", "using",
        "concept", "requires",
    ]

    /// The C library's and Darwin's standard types and the C library functions projects
    /// declare again (libretro's `crt/include/string.h` `memset`, a vendored OpenSSL's
    /// `pthread_once_t`, a shim's `using uint = uint32_t;`), or redefine as macros for their
    /// own files (libretro's `#define FILE RFILE`, `#define fopen rfopen`).
    public static let libraryNames: Set<String> = [
        "wchar_t", "char16_t", "char32_t", "ptrdiff_t", "ssize_t", "off_t", "intptr_t", "uintptr_t", "intmax_t", "uintmax_t",
        "uint", "ushort", "ulong", "u_int", "u_short", "u_long", "u_char", "u_int8_t", "u_int16_t", "u_int32_t", "u_int64_t",
        "FILE", "errno", "time_t", "clock_t", "va_list", "pthread_t", "pthread_mutex_t", "pthread_cond_t", "pthread_once_t",
        "pthread_attr_t", "pthread_key_t", "pthread_rwlock_t",
        "malloc", "calloc", "realloc", "free", "memset", "memcpy", "memmove", "memcmp", "memchr", "strlen", "strcpy", "strncpy",
        "strcmp", "strncmp", "strcat", "strncat", "strchr", "strrchr", "strstr", "strdup", "strtol", "strtoul", "strtod",
        "sprintf", "snprintf", "vsnprintf", "sscanf", "fopen", "fclose", "fread", "fwrite", "fseek", "ftell", "fflush",
        "fputs", "fgets", "puts", "exit", "atoi", "atof", "qsort", "bsearch", "abs", "labs", "fabs", "floor", "ceil", "round",
        "sqrt", "pow", "sin", "cos", "tan", "atan2", "fmod", "rand", "srand",
        // Darwin's Mach types and calls (a copy of Apple's open-source `include/mach/` headers
        // kept in a tree declares them again: `kern_return_t` is still the SDK's).
        "kern_return_t", "boolean_t", "natural_t", "integer_t", "mach_port_t", "mach_port_name_t", "task_t", "thread_t",
        "thread_act_t", "thread_act_array_t", "host_t", "vm_size_t", "vm_address_t", "vm_offset_t", "mach_vm_address_t",
        "mach_vm_size_t", "mach_msg_type_number_t", "mach_timebase_info_data_t", "KERN_SUCCESS", "mach_task_self",
        "mach_host_self", "mach_thread_self", "mach_absolute_time", "mach_timebase_info", "task_info", "thread_info",
        "task_threads", "host_statistics", "vm_deallocate",
    ]
}
