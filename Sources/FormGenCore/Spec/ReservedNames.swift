/// Names the generated code relies on, which a spec therefore may not take.
public enum ReservedNames {
    /// Types the generated form refers to unqualified; a form or focus enum of the same name would shadow them.
    public static let typeNames: Set<String> = [
        "View", "Text", "TextField", "SecureField", "Form", "Button", "Image", "Label", "Binding", "State",
        "FocusState", "Bool", "String", "Int", "Double", "Float", "Character", "Void", "Never", "Optional", "Array",
        "Set", "Dictionary", "Color", "Font", "HStack", "VStack", "ZStack", "Spacer", "Divider", "Group",
        "EmptyView", "AnyView", "ViewBuilder", "ViewModifier", "ModifiedContent", "LocalizedStringKey",
        "SubmitLabel", "Edge", "Axis", "Task", "MainActor", "Sendable", "Hashable", "Equatable", "CaseIterable",
        "Identifiable", "Any", "AnyObject", "Self", "Type", "Protocol", "CGFloat", "CGRect", "Notification",
        "NotificationCenter", "ScaledMetric", "Environment", "Section", "ScrollView", "List", "Content", "Body",
        "SwiftUI", "UIKit", "Foundation", "Swift", "Rectangle", "Material", "Alignment", "Animation",
        "TextInputAutocapitalization", "UIKeyboardType", "UITextContentType", "UIResponder",
    ]

    /// Prefix of the types of `FormGenSupport.swift`.
    public static let supportTypePrefix = "FormGen"

    /// Members of the generated form view; a field id or action of the same name would collide.
    public static let formMembers: Set<String> = [
        "body", "focus", "appFocus", "ownFocus", "initialFocus", "fieldViews", "returnAction", "revealed", "allCases",
        "hashValue", "hash", "rawValue", "init", "deinit", "self", "Self",
        "Type", "Protocol", "super", "_",
    ]
}
