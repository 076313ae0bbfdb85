/// Every file a build keeps between builds, named in one place. They live where the
/// build's state is kept (`BuildStateStore`): in a cache folder of the output folder's own,
/// never in the output folder. The output folder's own working names (its marker, the staging
/// and rendered folders) are the writer's, in `OutputPath`.
package enum StateFile {
    /// The fingerprint of everything the last build depended on (`BuildFingerprint`).
    package static let fingerprint = "build"
    /// What the last build made of each page, share card and search script (`PageManifest`).
    package static let pages = "pages"
    /// The records decoded from the last build's export (`RecordCache`).
    package static let records = "records.sqlite"
    /// A record cache being written, moved over `records` once it is complete.
    package static let newRecords = "records.sqlite.new"
    /// The output writer's working folders (`SiteWriter.workFolder`): the files of a build
    /// until they are moved into the output folder.
    package static let work = "work"
}
