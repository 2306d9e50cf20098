import Foundation
import Lessons
import WireProtocol

/// Students signed in with no class (never in one, or removed): nobody watches them, but the hub keeps
/// their sockets and where they are, so that when a teacher restores one, their sockets join the class
/// and their card shows the lesson or screen they are on. Service thread only.
extension ClassroomHub {
    /// `connection` is a signed-in socket of `id`, who is in no class.
    func addSolo(_ connection: Int, student id: String) {
        solo[id, default: []].insert(connection)
        soloStudent[connection] = id
    }

    /// The connection is no longer a class-less student's socket; with their last one gone, where
    /// they were is forgotten too.
    func forgetSolo(_ connection: Int) {
        guard let id = soloStudent.removeValue(forKey: connection) else { return }
        solo[id]?.remove(connection)
        if solo[id]?.isEmpty == true {
            solo.removeValue(forKey: id)
            soloWhere.removeValue(forKey: id)
        }
    }

    /// The student on `connection` moved (a lesson, a screen, a submit): `change` says how, and returns
    /// false when it changed nothing. In a class, the watching teachers are told; in none, it is kept
    /// for a restore.
    func moved(_ connection: Int, now: Date, _ change: (inout Whereabouts) -> Bool) -> [Action] {
        if let id = studentOfConnection[connection], var s = students[id] {
            var w = s.whereabouts
            guard change(&w) else { return [] }
            s.whereabouts = w
            students[id] = s
            return publish(id, now: now)
        }
        if let id = soloStudent[connection] {
            var w = soloWhere[id] ?? Whereabouts()
            if change(&w) { soloWhere[id] = w }
        }
        return []
    }
}
