import FormGenCore

/// Reading an object's members by key, as the importer and the previews' catalog reader do.
extension JSONNode {
    /// The members of this object called `key`, with their key offsets, in order; none when it is
    /// not an object.
    func membersWithKeys(named key: String) -> [JSONMember] {
        guard case .object(let members) = value else { return [] }
        return members.filter { $0.key == key }
    }

    /// The values of this object's members called `key`, in order.
    func members(named key: String) -> [JSONNode] {
        membersWithKeys(named: key).map(\.value)
    }

    /// The value of this object's first member called `key`.
    func member(named key: String) -> JSONNode? {
        members(named: key).first
    }
}
