import Diary
import Foundation
import Support

/// The photos of the built-in sample diary: one per meal, shipped with the program as a phone
/// stores them (EXIF with the camera, the dates, a GPS position and a thumbnail; the dessert
/// and the drink stored on their side with an orientation tag), so that a build strips them
/// as it strips anyone's photos. Made by `scripts/sample-photos.py`.
public enum SamplePhotos {
    /// The photo files of `records`' photo entries, by the file name each entry names: the
    /// picture of the entry's meal (`SampleDiary.photoMeal(of:)`), as the phone stored it.
    public static func files(
        for records: [EntryRecord], fileSystem: FileSystem = .disk
    ) throws(SiteBuildError) -> [String: Data] {
        var pictures: [MealCategory: Data] = [:]
        var files: [String: Data] = [:]
        for record in records {
            guard let name = record.mediaFileName, files[name] == nil else { continue }
            let meal = SampleDiary.photoMeal(of: record)
            if pictures[meal] == nil { pictures[meal] = try picture(of: meal, fileSystem: fileSystem) }
            files[name] = pictures[meal]
        }
        return files
    }

    /// Writes the photo files of `records` into `folder` (made when missing), as the app's
    /// Documents folder holds them; when a file is there already, nothing is written unless
    /// `replacing`. Returns how many files were written.
    @discardableResult
    public static func write(
        for records: [EntryRecord], into folder: URL, replacing: Bool, fileSystem: FileSystem = .disk
    ) throws -> Int {
        let files = try files(for: records, fileSystem: fileSystem)
        do {
            try fileSystem.makeFolders(folder.path)
        } catch {
            throw DiaryError(file: folder.path, reason: .cannotWrite(error.message))
        }
        let targets = files.sorted { $0.key < $1.key }.map { (folder.appendingPathComponent($0.key), $0.value) }
        if !replacing, let taken = targets.first(where: { (try? fileSystem.itemFollowingLinks($0.0.path)) != nil }) {
            throw DiaryError(file: taken.0.path, reason: .cannotWrite("it already exists; pass --force to replace it"))
        }
        for (file, data) in targets {
            do {
                try fileSystem.replace(file.path, with: data)
            } catch {
                throw DiaryError(file: file.path, reason: .cannotWrite(error.message))
            }
        }
        return files.count
    }

    /// The folder of the shipped photos, in the program's resources.
    static var folder: URL? { Bundle.module.url(forResource: "SamplePhotos", withExtension: nil) }

    /// The photo of `meal`, as shipped.
    static func picture(of meal: MealCategory, fileSystem: FileSystem) throws(SiteBuildError) -> Data {
        let name = "\(meal.rawValue).jpg"
        guard let url = folder?.appendingPathComponent(name), let data = try? fileSystem.readFollowingLinks(url.path)
        else {
            throw SiteBuildError(
                .photos, "the sample photo \(name) is missing from the program's resources", exitCode: 70)
        }
        return data
    }
}
