/// hive-lint's own version, printed by `--version` and written into every JSON report.
public enum HiveLintVersion {
    public static let current = "0.1.0"
}
