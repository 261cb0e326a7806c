/// Files several modules compile: which of them an importer means.
enum Sharing {
    /// The module `from` means by a file `owner` owns and `sharers` compile too: the sharer
    /// `from` declares (the first by name) when it declares one of them and not the owner
    /// (platform variants of one framework, `CrashKitMac` beside `CrashKitIOS`, each listing
    /// the shared header); else the owner.
    static func meant(owner: String, sharers: Set<String>?, from: String, declared: Set<String>?) -> String {
        guard owner != from, let declared, !declared.contains(owner), let sharers else { return owner }
        return sharers.sorted().first(where: declared.contains) ?? owner
    }
}
