/// Every file a build keeps between builds, named in one place. They live where the
/// build's state is kept (`BuildStateStore`): today in the output folder, beside the site.
/// The output folder's own working names (its marker, the staging and rendered folders) are
/// the writer's, in `OutputPath`.
enum StateFile {
    /// The fingerprint of everything the last build depended on (`BuildFingerprint`).
    static let fingerprint = ".foodstory-build"
    /// What the last build made of each page, share card and search script (`PageManifest`).
    static let pages = ".foodstory-pages"
    /// The records decoded from the last build's export (`RecordCache`).
    static let records = ".foodstory-records"
}
