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
}
