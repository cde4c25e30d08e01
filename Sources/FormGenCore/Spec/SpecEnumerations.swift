/// The enumerated values a spec may name. Each raw value is the spelling the spec uses, and the
/// generated code uses the same name for the SwiftUI or UIKit member, so the two cannot disagree.
public enum FocusStyle: String, CaseIterable, Sendable {
    case `enum`, bool
    /// A part (`"none"`): no focus of its own; the screen focuses it as one value.
    case part = "none"
}

/// How the form places its fields.
public enum Layout: String, CaseIterable, Sendable {
    /// A scrolling stack with padding.
    case scroll
    /// A SwiftUI `Form`.
    case form
    /// The bare stack of fields, for the app's own container.
    case fields
}

/// The bundle that holds a form's strings tables.
public enum StringsBundle: String, CaseIterable, Sendable {
    /// The app's main bundle.
    case main
    /// The resource bundle of the Swift package target that the form is in (`Bundle.module`).
    case module
}

public enum AccessLevel: String, CaseIterable, Sendable {
    case `internal`, `public`
}

public enum KeyboardAvoidance: String, CaseIterable, Sendable {
    case system, observer
}

public enum FieldKind: String, CaseIterable, Sendable {
    case text, secure, multiline
    /// Numeric text: a whole number, or one with a decimal separator (`.` or `,`).
    case integer, decimal

    public var isNumeric: Bool { self == .integer || self == .decimal }
}

public enum BarKind: String, CaseIterable, Sendable {
    case close, okCancel, navigation
}

public enum CancelBehavior: String, CaseIterable, Sendable {
    case revert, clear
}

public enum Autocapitalization: String, CaseIterable, Sendable {
    case never, words, sentences, characters
}

/// SwiftUI's `SubmitLabel` values (all iOS 15).
public enum SubmitLabel: String, CaseIterable, Sendable {
    case done, go, send, join, route, search, `return`, next, `continue`
}

/// `UIKeyboardType` cases (all available before iOS 15).
public enum KeyboardType: String, CaseIterable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    case url = "URL"

    /// Whether the keyboard is one of the number and phone pads.
    private var isPad: Bool {
        switch self {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: true
        default: false
        }
    }

    /// Whether the keyboard has a return key: the number and phone pads have none, so neither
    /// return nor a submit label does anything in their fields.
    public var hasReturnKey: Bool { !isPad }

    /// Whether an input method may be composing text typed on the keyboard (marked text, as
    /// Japanese, Chinese and Korean input is typed), which SwiftUI gives no way to see. The pads
    /// type each key's character as it is: `numberPad` ("a number pad with locale-appropriate
    /// digits"), `decimalPad`, `phonePad` and `asciiCapableNumberPad` ("a number pad (0-9) that will
    /// always be ASCII digits"), in the words of `UITextInputTraits.h`. `asciiCapable` is "a keyboard
    /// which can enter ASCII characters", which does not say that it enters nothing else: an input
    /// method on a QWERTY layout (Chinese Pinyin, Japanese romaji) composes, and an older header
    /// said that non-ASCII keyboards remain active.
    public var mayCompose: Bool { !isPad }
}

/// `UITextContentType` constants, with the iOS version that introduced each.
public enum ContentType: String, CaseIterable, Sendable {
    case name, namePrefix, givenName, middleName, familyName, nameSuffix, nickname, jobTitle, organizationName
    case location, fullStreetAddress, streetAddressLine1, streetAddressLine2, addressCity, addressState
    case addressCityAndState, sublocality, countryName, postalCode, telephoneNumber, emailAddress
    case creditCardNumber, username, password, newPassword, oneTimeCode
    case shipmentTrackingNumber, flightNumber, dateTime
    case birthdate, birthdateDay, birthdateMonth, birthdateYear
    case creditCardSecurityCode, creditCardName, creditCardGivenName, creditCardMiddleName, creditCardFamilyName
    case creditCardExpiration, creditCardExpirationMonth, creditCardExpirationYear, creditCardType
    case cellularEID, cellularIMEI
    case url = "URL"

    /// The first iOS version whose UIKit declares the constant; older ones all predate iOS 15.
    public var introduced: IOSVersion {
        switch self {
        case .birthdate, .birthdateDay, .birthdateMonth, .birthdateYear, .creditCardSecurityCode, .creditCardName,
            .creditCardGivenName, .creditCardMiddleName, .creditCardFamilyName, .creditCardExpiration,
            .creditCardExpirationMonth, .creditCardExpirationYear, .creditCardType:
            IOSVersion(major: 17, minor: 0)
        case .cellularEID, .cellularIMEI:
            IOSVersion(major: 17, minor: 4)
        default:
            IOSVersion(major: 15, minor: 0)
        }
    }
}

/// An iOS version as `minimumIOS` writes it: `"major.minor"`.
public struct IOSVersion: Comparable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// Parses `"16.0"`; `nil` for anything else (`"16"`, `"16.0.1"`, `"v16"`, `"016.0"`): one to three
    /// ASCII digits, not starting with `0`, then `.`, then one to three ASCII digits.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let major = parts.first, let minor = parts.last, !major.hasPrefix("0"),
            parts.allSatisfy({ part in
                (1...3).contains(part.utf8.count)
                    && part.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            }),
            let majorValue = Int(major), let minorValue = Int(minor)
        else { return nil }
        self.init(major: majorValue, minor: minorValue)
    }

    public static let lowestSupported = IOSVersion(major: 15, minor: 0)
    public static let defaultMinimum = IOSVersion(major: 16, minor: 0)

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "\(major).\(minor)" }
}
