/// The colours of a picture: iOS's system colours in light or dark mode.
public enum PreviewAppearance: String, CaseIterable, Sendable {
    case light, dark

    struct Palette {
        var background: String
        var groupedBackground: String
        var card: String
        var label: String
        var secondaryLabel: String
        var placeholder: String
        var separator: String
        var accent: String
        var failure: String
        var bar: String
        var disabled: String
        var keyboard: String
        var key: String
        var specialKey: String
        var badge: String
        var badgeText: String
    }

    var palette: Palette {
        switch self {
        case .light:
            Palette(
                background: "#FFFFFF", groupedBackground: "#F2F2F7", card: "#FFFFFF", label: "#000000",
                secondaryLabel: "#6C6C70", placeholder: "#A3A3A8", separator: "#C6C6C8", accent: "#007AFF",
                failure: "#D70015", bar: "#F2F2F7", disabled: "#B8B8BC", keyboard: "#D1D3D9", key: "#FFFFFF",
                specialKey: "#ABB0BA", badge: "#8E8E93", badgeText: "#FFFFFF")
        case .dark:
            Palette(
                background: "#000000", groupedBackground: "#000000", card: "#1C1C1E", label: "#FFFFFF",
                secondaryLabel: "#AEAEB2", placeholder: "#6E6E73", separator: "#48484A", accent: "#0A84FF",
                failure: "#FF6961", bar: "#1C1C1E", disabled: "#545456", keyboard: "#2C2C2E", key: "#6B6B6E",
                specialKey: "#464649", badge: "#636366", badgeText: "#FFFFFF")
        }
    }
}
