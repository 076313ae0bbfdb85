#if canImport(Darwin)
    import Darwin

    /// The vnode watcher's kernel on macOS: kqueue, with an `EVFILT_VNODE` filter on every
    /// file and folder held (opened with `O_EVTONLY`, which does not keep a volume from being
    /// ejected), and an `EVFILT_USER` event that `stop` triggers to end a wait.
    struct KqueueKernel: VnodeKernel, Sendable {
        /// The kqueue.
        let queue: Int32
        /// Half of the descriptors the process may open: the rest stays for the server and
        /// the build.
        let budget: Int

        /// The `EVFILT_USER` event's identifier (apart from the descriptors': each filter has
        /// its own).
        private static let stopIdentifier: UInt = 1

        /// What is asked of every file and folder held.
        private static let asked = UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME)

        /// A new kqueue; nil when the system gives none.
        init?() {
            let queue = kqueue()
            // No close-on-exec needed: a child process never inherits a kqueue.
            guard queue >= 0 else { return nil }
            var stop = kevent(
                ident: Self.stopIdentifier, filter: Int16(EVFILT_USER), flags: UInt16(EV_ADD | EV_CLEAR), fflags: 0,
                data: 0, udata: nil)
            guard kevent(queue, &stop, 1, nil, 0, nil) == 0 else {
                _ = Darwin.close(queue)
                return nil
            }
            self.queue = queue
            self.budget = Self.descriptorLimit() / 2
        }

        /// Ends the wait under way, or the next one: triggers the `EVFILT_USER` event.
        var stop: @Sendable () -> Void {
            { [queue] in
                var trigger = kevent(
                    ident: Self.stopIdentifier, filter: Int16(EVFILT_USER), flags: 0, fflags: UInt32(NOTE_TRIGGER),
                    data: 0, udata: nil)
                _ = kevent(queue, &trigger, 1, nil, 0, nil)
            }
        }

        func watch(_ path: String) -> Int32? {
            let handle = open(path, O_EVTONLY | O_CLOEXEC)
            guard handle >= 0 else { return nil }
            var change = kevent(
                ident: UInt(handle), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                fflags: Self.asked, data: 0, udata: nil)
            guard kevent(queue, &change, 1, nil, 0, nil) == 0 else {
                _ = Darwin.close(handle)
                return nil
            }
            return handle
        }

        func unwatch(_ handle: Int32) {
            // Closing the descriptor takes its filter off the queue.
            _ = Darwin.close(handle)
        }

        func isCurrent(_ handle: Int32, at path: String) -> Bool {
            var opened = stat()
            var named = stat()
            guard fstat(handle, &opened) == 0, stat(path, &named) == 0 else { return false }
            return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
        }

        func wait(milliseconds: Int32?) -> VnodeWait {
            // Not `[kevent](…)`: there `kevent` is read as the function, in an array literal.
            var events = Array(repeating: kevent(), count: 64)
            let count: Int32
            if let milliseconds {
                var timeout = timespec(tv_sec: Int(milliseconds / 1000), tv_nsec: Int(milliseconds % 1000) * 1_000_000)
                count = kevent(queue, nil, 0, &events, Int32(events.count), &timeout)
            } else {
                count = kevent(queue, nil, 0, &events, Int32(events.count), nil)
            }
            guard count >= 0 else { return errno == EINTR ? .events([]) : .failed }
            guard count > 0 else { return .timedOut }
            var told: [VnodeEvent] = []
            for event in events.prefix(Int(count)) {
                if event.filter == Int16(EVFILT_USER) { return .stopped }
                guard event.filter == Int16(EVFILT_VNODE), event.flags & UInt16(EV_ERROR) == 0 else { continue }
                told.append(VnodeEvent(handle: Int32(truncatingIfNeeded: event.ident), notes: Self.notes(event.fflags)))
            }
            return .events(told)
        }

        func close() {
            _ = Darwin.close(queue)
        }

        /// kqueue's flags in the watcher's words.
        private static func notes(_ flags: UInt32) -> VnodeEvent.Notes {
            var notes: VnodeEvent.Notes = []
            if flags & UInt32(NOTE_WRITE) != 0 { notes.insert(.written) }
            if flags & UInt32(NOTE_EXTEND) != 0 { notes.insert(.extended) }
            if flags & UInt32(NOTE_ATTRIB) != 0 { notes.insert(.attributes) }
            if flags & UInt32(NOTE_DELETE) != 0 { notes.insert(.deleted) }
            if flags & UInt32(NOTE_RENAME) != 0 { notes.insert(.renamed) }
            return notes
        }

        /// How many descriptors the process may open, raised first from the soft limit (256
        /// for a program started from a macOS terminal) to what the system allows: a media
        /// folder of photos needs a descriptor per photo.
        private static func descriptorLimit() -> Int {
            var limit = rlimit()
            guard getrlimit(RLIMIT_NOFILE, &limit) == 0 else { return 256 }
            // setrlimit refuses more than OPEN_MAX (10240) for descriptors, whatever the hard
            // limit says.
            let allowed = min(limit.rlim_max, 10_240)
            if limit.rlim_cur < allowed {
                var raised = limit
                raised.rlim_cur = allowed
                if setrlimit(RLIMIT_NOFILE, &raised) == 0 { limit = raised }
            }
            return Int(min(limit.rlim_cur, 1 << 20))
        }
    }
#endif
