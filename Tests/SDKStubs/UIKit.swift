// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// UIKit.swift — a type-checking stub of the small part of UIKit that generated SwiftUI code
// (and the SwiftUI stub's `keyboardType` / `textContentType` / `autocapitalization` modifiers)
// touches. Built as module `UIKit` by build.sh. Bodies are placeholders; only the declarations
// (names, types, availability, isolation, Sendable-ness) matter.
//
// Source of truth: the iOS 18.0 SDK headers, as Swift imports them.
//   * UITextInputTraits.h — xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a,
//     iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInputTraits.h
//     (UITextAutocapitalizationType, UIKeyboardType, UITextContentType and all its constants).
//   * UIWindow.h — keyboard notification names and userInfo keys, all NS_SWIFT_NONISOLATED in the
//     release (see the MARK below for the two copies and why the later one is followed).
//   * UIResponder.h — xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a,
//     iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h:
//     `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
//     @interface UIResponder : NSObject <UIResponderStandardEditActions>` (imported as
//     `@MainActor open class UIResponder : NSObject`).
//   * NSValue.cgRectValue comes from UIGeometry.h (`@interface NSValue (NSValueUIGeometryExtensions)`),
//     which is not in the index; written from Apple's documentation. // not verified against an SDK interface
//
// How Swift imports the C declarations (the rules applied below):
//   * NS_ENUM(NSInteger, X)  -> `public enum X : Int, @unchecked Sendable` (non-frozen: clients need
//     `@unknown default`). Prefix-stripped, lower-camel-cased case names; `= OtherCase` aliases
//     become `static var`.
//   * `typedef NSString * X NS_TYPED_ENUM` -> `public struct X : Hashable, Equatable, RawRepresentable`
//     with `init(_:)` / `init(rawValue:)`; every `UIKIT_EXTERN X const XFoo` becomes `static let foo`.
//     NS_HEADER_AUDIT_BEGIN(sendability) makes the struct Sendable.
//   * API_AVAILABLE(ios(n)) -> `@available(iOS n, *)`; API_UNAVAILABLE(p) -> `@available(p, unavailable)`.
//   * Every imported Objective-C class and protocol counts as `@preconcurrency` (the Clang importer
//     marks all imported declarations so), so each one below is written `@preconcurrency`, and a
//     Swift conformance of an imported class to an imported protocol is `@preconcurrency` too.
//   * NS_SWIFT_UI_ACTOR -> `@MainActor`; members of a main-actor class are main-actor isolated unless
//     NS_SWIFT_NONISOLATED (-> `nonisolated`).

@_exported import Foundation

// MARK: - UITextInputTraits.h

@available(watchOS, unavailable)
public enum UITextAutocapitalizationType : Int, @unchecked Sendable {
  case none = 0
  case words = 1
  case sentences = 2
  case allCharacters = 3
}

@available(watchOS, unavailable)
public enum UIKeyboardType : Int, @unchecked Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  @available(iOS 4.1, *)
  case decimalPad = 8
  @available(iOS 5.0, *)
  case twitter = 9
  @available(iOS 7.0, *)
  case webSearch = 10
  @available(iOS 10.0, *)
  @available(watchOS, unavailable)
  case asciiCapableNumberPad = 11
  // `UIKeyboardTypeAlphabet = UIKeyboardTypeASCIICapable, // Deprecated` (comment only, no attribute)
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

@available(watchOS, unavailable)
public struct UITextContentType : Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(rawValue: String) { self.rawValue = rawValue }
  public typealias RawValue = String
}

@available(watchOS, unavailable)
// (raw values below are placeholders; the SDK does not expose them in the declarations)
extension UITextContentType {
  @available(iOS 10.0, *)
  public static let name: UITextContentType = .init("name")
  @available(iOS 10.0, *)
  public static let namePrefix: UITextContentType = .init("honorific-prefix")
  @available(iOS 10.0, *)
  public static let givenName: UITextContentType = .init("given-name")
  @available(iOS 10.0, *)
  public static let middleName: UITextContentType = .init("additional-name")
  @available(iOS 10.0, *)
  public static let familyName: UITextContentType = .init("family-name")
  @available(iOS 10.0, *)
  public static let nameSuffix: UITextContentType = .init("honorific-suffix")
  @available(iOS 10.0, *)
  public static let nickname: UITextContentType = .init("nickname")
  @available(iOS 10.0, *)
  public static let jobTitle: UITextContentType = .init("organization-title")
  @available(iOS 10.0, *)
  public static let organizationName: UITextContentType = .init("organization")
  @available(iOS 10.0, *)
  public static let location: UITextContentType = .init("location")
  @available(iOS 10.0, *)
  public static let fullStreetAddress: UITextContentType = .init("street-address")
  @available(iOS 10.0, *)
  public static let streetAddressLine1: UITextContentType = .init("address-line1")
  @available(iOS 10.0, *)
  public static let streetAddressLine2: UITextContentType = .init("address-line2")
  @available(iOS 10.0, *)
  public static let addressCity: UITextContentType = .init("address-level2")
  @available(iOS 10.0, *)
  public static let addressState: UITextContentType = .init("address-level1")
  @available(iOS 10.0, *)
  public static let addressCityAndState: UITextContentType = .init("address-level1+2")
  @available(iOS 10.0, *)
  public static let sublocality: UITextContentType = .init("address-level3")
  @available(iOS 10.0, *)
  public static let countryName: UITextContentType = .init("country-name")
  @available(iOS 10.0, *)
  public static let postalCode: UITextContentType = .init("postal-code")
  @available(iOS 10.0, *)
  public static let telephoneNumber: UITextContentType = .init("tel")
  @available(iOS 10.0, *)
  public static let emailAddress: UITextContentType = .init("email")
  @available(iOS 10.0, *)
  public static let URL: UITextContentType = .init("url")
  @available(iOS 10.0, *)
  public static let creditCardNumber: UITextContentType = .init("cc-number")
  @available(iOS 11.0, *)
  public static let username: UITextContentType = .init("username")
  @available(iOS 11.0, *)
  public static let password: UITextContentType = .init("password")
  @available(iOS 12.0, *)
  public static let newPassword: UITextContentType = .init("new-password")
  @available(iOS 12.0, *)
  public static let oneTimeCode: UITextContentType = .init("one-time-code")
  @available(iOS 15.0, *)
  public static let shipmentTrackingNumber: UITextContentType = .init("shipment-tracking-number")
  @available(iOS 15.0, *)
  public static let flightNumber: UITextContentType = .init("flight-number")
  @available(iOS 15.0, *)
  public static let dateTime: UITextContentType = .init("date-time")
  @available(iOS 17.0, *)
  public static let birthdate: UITextContentType = .init("bday")
  @available(iOS 17.0, *)
  public static let birthdateDay: UITextContentType = .init("bday-day")
  @available(iOS 17.0, *)
  public static let birthdateMonth: UITextContentType = .init("bday-month")
  @available(iOS 17.0, *)
  public static let birthdateYear: UITextContentType = .init("bday-year")
  @available(iOS 17.0, *)
  public static let creditCardSecurityCode: UITextContentType = .init("cc-csc")
  @available(iOS 17.0, *)
  public static let creditCardName: UITextContentType = .init("cc-name")
  @available(iOS 17.0, *)
  public static let creditCardGivenName: UITextContentType = .init("cc-given-name")
  @available(iOS 17.0, *)
  public static let creditCardMiddleName: UITextContentType = .init("cc-additional-name")
  @available(iOS 17.0, *)
  public static let creditCardFamilyName: UITextContentType = .init("cc-family-name")
  @available(iOS 17.0, *)
  public static let creditCardExpiration: UITextContentType = .init("cc-exp")
  @available(iOS 17.0, *)
  public static let creditCardExpirationMonth: UITextContentType = .init("cc-exp-month")
  @available(iOS 17.0, *)
  public static let creditCardExpirationYear: UITextContentType = .init("cc-exp-year")
  @available(iOS 17.0, *)
  public static let creditCardType: UITextContentType = .init("cc-type")
  @available(iOS 17.4, *)
  public static let cellularEID: UITextContentType = .init("cellular-eid")
  @available(iOS 17.4, *)
  public static let cellularIMEI: UITextContentType = .init("cellular-imei")
}

// MARK: - UIResponder.h / UIWindow.h
// UIResponder.h (xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a, iPhoneOS18.0.sdk):
// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIResponder : NSObject <UIResponderStandardEditActions>`. It declares no initialiser,
// so NSObject's `init()` is its designated initialiser. (UIResponderStandardEditActions has only
// @optional members and is left out.)

@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor open class UIResponder : NSObject {
  public override init() { super.init() }
}

// The keyboard notification names and userInfo keys, UIWindow.h. Two copies of the iOS 18 header
// were read:
//   * xiangfeidexiaohuo/iOS-SDKs @ b3c4a180d8347a2ef837a10321411816c509556f, "iPhoneOS18.0.sdk"
//     (an earlier build than the release): the names carry NS_SWIFT_NONISOLATED, the keys do not.
//   * xybp888/iOS-SDKs @ 9bc74d908b5954f2451692f9e1ce37b0a59eceb5,
//     iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h (offset ~8,700):
//     names *and* keys carry NS_SWIFT_NONISOLATED, e.g.
//     `UIKIT_EXTERN NSString *const UIKeyboardFrameEndUserInfoKey API_AVAILABLE(ios(3.2))
//     API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED; // NSValue of CGRect`.
//   The iOS 18.0 release SDK's keys are nonisolated like the second copy (project issue "Generated
//   code an iOS engineer would ship", item 11, checked against the 18.0 release headers); this stub
//   follows it. Swift names via UIKit.apinotes (`UIResponder.keyboardFrameEndUserInfoKey` …).
extension UIResponder {
  // `UIKIT_EXTERN NSNotificationName const UIKeyboardWillShowNotification
  //   API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED;`
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public static let keyboardWillShowNotification: NSNotification.Name = .init("UIKeyboardWillShowNotification")
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public static let keyboardDidShowNotification: NSNotification.Name = .init("UIKeyboardDidShowNotification")
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public static let keyboardWillHideNotification: NSNotification.Name = .init("UIKeyboardWillHideNotification")
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public static let keyboardDidHideNotification: NSNotification.Name = .init("UIKeyboardDidHideNotification")
  // `UIKIT_EXTERN NSNotificationName const UIKeyboardWillChangeFrameNotification
  //   API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED;`
  @available(iOS 5.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public static let keyboardWillChangeFrameNotification: NSNotification.Name = .init("UIKeyboardWillChangeFrameNotification")
  @available(iOS 5.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public static let keyboardDidChangeFrameNotification: NSNotification.Name = .init("UIKeyboardDidChangeFrameNotification")

  // `UIKIT_EXTERN NSString *const UIKeyboardFrameEndUserInfoKey API_AVAILABLE(ios(3.2))
  //   API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED; // NSValue of CGRect` (and the other
  // four keys likewise), so nonisolated although they are members of the @MainActor UIResponder.
  @available(iOS 3.2, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public static let keyboardFrameBeginUserInfoKey: String = "UIKeyboardFrameBeginUserInfoKey"
  @available(iOS 3.2, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
  @available(iOS 3.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public static let keyboardAnimationDurationUserInfoKey: String = "UIKeyboardAnimationDurationUserInfoKey"
  @available(iOS 3.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public static let keyboardAnimationCurveUserInfoKey: String = "UIKeyboardAnimationCurveUserInfoKey"
  @available(iOS 9.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public static let keyboardIsLocalUserInfoKey: String = "UIKeyboardIsLocalUserInfoKey"
}

// MARK: - UIView.h, UIWindow.h, UIScreen.h  (only what code here uses)
//   * UIView.h, UIWindow.h — xiangfeidexiaohuo/iOS-SDKs @ b3c4a180d8347a2ef837a10321411816c509556f,
//     iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/:
//     `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UICoordinateSpace <NSObject>` with
//     `convertPoint:toCoordinateSpace:` … `convertRect:fromCoordinateSpace:` and `bounds`, each
//     API_AVAILABLE(ios(8.0));
//     `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
//     @interface UIView : UIResponder <NSCoding, UIAppearance, UIAppearanceContainer, UIDynamicItem,
//     UITraitEnvironment, UICoordinateSpace, UIFocusItem, UIFocusItemContainer, CALayerDelegate>`
//     (UIView.h offset ~7,400) with
//     `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;` and
//     `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;` (NSCoding's
//     initialiser, so `required` in Swift); NSObject's `-init`, not redeclared, is imported as
//     `convenience init()` (a class that marks its designated initialisers turns the inherited ones
//     into convenience initialisers); NSCoding's `-encodeWithCoder:` is `encode(with:)`,
////     `@property(nonatomic,getter=isUserInteractionEnabled) BOOL userInteractionEnabled;`,
//     `@property(nonatomic) CGRect bounds;` (UIViewGeometry),
//     `@property(nullable, nonatomic,readonly) UIWindow *window;` and
//     `- (void)didMoveToWindow;`, `- (void)setNeedsLayout;`, `- (void)layoutSubviews;` (UIViewHierarchy,
//     offset ~13,800; none has an availability macro, so all are imported as `open func` on every iOS);
//     `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
//     @interface UIWindow : UIView` with
//     `@property(nonatomic,strong) UIScreen *screen API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(visionos);`
//     (only its setter is deprecated, `setScreen:` in iOS 13).
//   * UIScreen.h — xybp888/iOS-SDKs, iPhoneOS18.1.sdk (no 18.0 copy is in either mirror; 17.5's
//     differs only in not naming watchos): `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
//     API_UNAVAILABLE(visionos, watchos) NS_SWIFT_UI_ACTOR @interface UIScreen : NSObject
//     <UITraitEnvironment>` with `@property (readonly) id <UICoordinateSpace> coordinateSpace
//     API_AVAILABLE(ios(8.0));`.
// Swift imports `convertRect:toCoordinateSpace:` as `convert(_:to:)`.

@available(watchOS, unavailable)
@preconcurrency @MainActor public protocol UICoordinateSpace : NSObjectProtocol {
  @available(iOS 8.0, *)
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  @available(iOS 8.0, *)
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  @available(iOS 8.0, *)
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  @available(iOS 8.0, *)
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  @available(iOS 8.0, *)
  var bounds: CGRect { get }
}

@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor open class UIView : UIResponder, @preconcurrency NSCoding, UICoordinateSpace {
  public init(frame: CGRect) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public convenience override init() { self.init(frame: .zero) }
  open func encode(with coder: NSCoder) {}
  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { }
  }
  open var bounds: CGRect {
    get { fatalError() }
    set { }
  }
  open var window: UIWindow? { fatalError() }
  open func didMoveToWindow() {}
  open func setNeedsLayout() {}
  open func layoutSubviews() {}
  open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { fatalError() }
  open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { fatalError() }
  open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }
  open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }
}

@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor open class UIWindow : UIView {
  @available(iOS 3.2, *)
  @available(visionOS, unavailable)
  open var screen: UIScreen {
    get { fatalError() }
    set { }
  }
}

@available(iOS 2.0, *)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor open class UIScreen : NSObject {
  @available(iOS 8.0, *)
  open var coordinateSpace: any UICoordinateSpace { fatalError() }
}

// MARK: - UITextInput.h, UIControl.h, UIScrollView.h, UITextField.h, UITextView.h  (only what code here uses)
//   * UITextInput.h, UITextField.h, UITextView.h — xiangfeidexiaohuo/iOS-SDKs @
//     b3c4a180d8347a2ef837a10321411816c509556f, iPhoneOS18.0.sdk/…/UIKit.framework/Headers/:
//     `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UITextInput <UIKeyInput>` with
//     `@property (nullable, nonatomic, readonly) UITextRange *markedTextRange; // Nil if no marked text.`,
//     `- (nullable NSString *)textInRange:(UITextRange *)range;`,
//     `@property (nullable, readwrite, copy) UITextRange *selectedTextRange;`,
//     `@property (nonatomic, readonly) UITextPosition *beginningOfDocument;` (and `endOfDocument`),
//     `- (nullable UITextRange *)textRangeFromPosition:(UITextPosition *)fromPosition toPosition:(UITextPosition *)toPosition;`,
//     `- (nullable UITextPosition *)positionFromPosition:(UITextPosition *)position offset:(NSInteger)offset;`,
//     `- (NSInteger)offsetFromPosition:(UITextPosition *)from toPosition:(UITextPosition *)toPosition;`
//     (all @required); `UIKIT_EXTERN API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
//     @interface UITextPosition : NSObject` and `… @interface UITextRange : NSObject` with
//     `@property (nonatomic, readonly, getter=isEmpty) BOOL empty;` and `… UITextPosition *start;` / `*end;`;
//     UITextField's `@property(nullable, nonatomic,copy) NSString *text;` and UITextView's
//     `@property(null_resettable,nonatomic,copy) NSString *text;`;
//     `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
//     @interface UITextField : UIControl <UITextInput, NSCoding, …>` and `… @interface UITextView :
//     UIScrollView <UITextInput, …>`, each with
//     `UIKIT_EXTERN NSNotificationName const UITextFieldTextDidBeginEditingNotification
//     API_UNAVAILABLE(watchos) NS_SWIFT_NONISOLATED;` (and the UITextView one), named
//     `UITextField.textDidBeginEditingNotification` / `UITextView.textDidBeginEditingNotification`
//     by UIKit.apinotes (xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a).
//   * UIControl.h and UIScrollView.h are in neither mirror for 18.0; their class lines follow a
//     Mac Catalyst (iOS 15) copy and a 17.4-or-later copy: `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
//     NS_SWIFT_UI_ACTOR @interface UIControl : UIView` and `… @interface UIScrollView : UIView`.
//     // not verified against an SDK interface
// UITextInput.h, iOS 18.0 release — xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a,
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInput.h (offsets 0–22,021):
//   `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UIKeyInput <UITextInputTraits>` with
//   `@property(nonatomic, readonly) BOOL hasText API_UNAVAILABLE(watchos);`, `- (void)insertText:(NSString *)text;`,
//   `- (void)deleteBackward;`;
//   `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UITextInput <UIKeyInput> @required`:
//   textInRange:, replaceRange:withText:, selectedTextRange, markedTextRange, markedTextStyle
//   (`NSDictionary<NSAttributedStringKey, id>`), setMarkedText:selectedRange:, unmarkText,
//   beginningOfDocument, endOfDocument, textRangeFromPosition:toPosition:, positionFromPosition:offset:,
//   positionFromPosition:inDirection:offset:, comparePosition:toPosition:, offsetFromPosition:toPosition:,
//   `@property (nullable, nonatomic, weak) id <UITextInputDelegate> inputDelegate;`,
//   `@property (nonatomic, readonly) id <UITextInputTokenizer> tokenizer;`,
//   positionWithinRange:farthestInDirection:, characterRangeByExtendingPosition:inDirection:,
//   baseWritingDirectionForPosition:inDirection:, setBaseWritingDirection:forRange:, firstRectForRange:,
//   caretRectForPosition:, selectionRectsForRange: (API_AVAILABLE(ios(6.0))), closestPositionToPoint:,
//   closestPositionToPoint:withinRange:, characterRangeAtPoint:. Its @optional members are left out:
//   without Objective-C, Swift cannot declare optional requirements, and no conformer must write them.
//   Also from that file: UITextStorageDirection, UITextLayoutDirection, `typedef NSInteger UITextDirection
//   NS_TYPED_ENUM`, UITextGranularity, `… NS_SWIFT_UI_ACTOR @interface UITextSelectionRect : NSObject`
//   (API_AVAILABLE(ios(6.0))), `NS_SWIFT_UI_ACTOR @protocol UITextInputDelegate <NSObject>` (four
//   methods, all required) and `NS_SWIFT_UI_ACTOR @protocol UITextInputTokenizer <NSObject> @required`
//   (four methods). Swift spellings of the selectors are the SDK's well-known ones (`replace(_:withText:)`,
//   `compare(_:to:)`, `position(within:farthestIn:)`, `characterRange(byExtending:in:)`, …).
// UITextInputTraits.h (xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a, iPhoneOS18.0.sdk):
// `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UITextInputTraits <NSObject>`, whose members
// are all `@optional`, so it is written here with none.
// // not verified against an SDK interface: NSWritingDirection
// (UIKit's NSText.h, not opened: `typedef NS_ENUM(NSInteger, NSWritingDirection)` natural = -1,
// leftToRight = 0, rightToLeft = 1), which Linux Foundation does not have.

@available(watchOS, unavailable)
@preconcurrency @MainActor public protocol UITextInputTraits : NSObjectProtocol {
}

@available(watchOS, unavailable)
@preconcurrency @MainActor public protocol UIKeyInput : UITextInputTraits {
  @available(watchOS, unavailable)
  var hasText: Bool { get }
  func insertText(_ text: String)
  func deleteBackward()
}

public enum NSWritingDirection : Int, @unchecked Sendable {
  case natural = -1
  case leftToRight = 0
  case rightToLeft = 1
}

@available(watchOS, unavailable)
public enum UITextStorageDirection : Int, @unchecked Sendable {
  case forward = 0
  case backward = 1
}

@available(watchOS, unavailable)
public enum UITextLayoutDirection : Int, @unchecked Sendable {
  case right = 2
  case left = 3
  case up = 4
  case down = 5
}

@available(watchOS, unavailable)
public struct UITextDirection : Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  public let rawValue: Int
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  public init(rawValue: Int) { self.rawValue = rawValue }
  public typealias RawValue = Int
}

@available(watchOS, unavailable)
public enum UITextGranularity : Int, @unchecked Sendable {
  case character = 0
  case word = 1
  case sentence = 2
  case paragraph = 3
  case line = 4
  case document = 5
}

@available(watchOS, unavailable)
@preconcurrency @MainActor public protocol UITextInput : UIKeyInput {
  func text(in range: UITextRange) -> String?
  func replace(_ range: UITextRange, withText text: String)
  var selectedTextRange: UITextRange? { get set }
  var markedTextRange: UITextRange? { get }
  var markedTextStyle: [NSAttributedString.Key : Any]? { get set }
  func setMarkedText(_ markedText: String?, selectedRange: NSRange)
  func unmarkText()
  var beginningOfDocument: UITextPosition { get }
  var endOfDocument: UITextPosition { get }
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
  var inputDelegate: (any UITextInputDelegate)? { get set }
  var tokenizer: any UITextInputTokenizer { get }
  func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
  func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
  func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
  func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
  func firstRect(for range: UITextRange) -> CGRect
  func caretRect(for position: UITextPosition) -> CGRect
  @available(iOS 6.0, *)
  func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
  func closestPosition(to point: CGPoint) -> UITextPosition?
  func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
  func characterRange(at point: CGPoint) -> UITextRange?
}

@available(watchOS, unavailable)
@preconcurrency @MainActor public protocol UITextInputDelegate : NSObjectProtocol {
  func selectionWillChange(_ textInput: (any UITextInput)?)
  func selectionDidChange(_ textInput: (any UITextInput)?)
  func textWillChange(_ textInput: (any UITextInput)?)
  func textDidChange(_ textInput: (any UITextInput)?)
}

@available(watchOS, unavailable)
@preconcurrency @MainActor public protocol UITextInputTokenizer : NSObjectProtocol {
  func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange?
  func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
  func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextPosition?
  func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
}

@available(iOS 3.2, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor open class UITextPosition : NSObject {
}

@available(iOS 3.2, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor open class UITextRange : NSObject {
  open var isEmpty: Bool { fatalError() }
  open var start: UITextPosition { fatalError() }
  open var end: UITextPosition { fatalError() }
}

@available(iOS 6.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor open class UITextSelectionRect : NSObject {
  open var rect: CGRect { fatalError() }
  open var writingDirection: NSWritingDirection { fatalError() }
  open var containsStart: Bool { fatalError() }
  open var containsEnd: Bool { fatalError() }
  open var isVertical: Bool { fatalError() }
}

// NSTextContainer.h, iOS 18.0 release — xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a,
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSTextContainer.h (read whole):
// inside `NS_HEADER_AUDIT_BEGIN(nullability, sendability)`, `UIKIT_EXTERN API_AVAILABLE(macos(10.0),
// ios(7.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos) @interface NSTextContainer : NSObject
// <NSSecureCoding>` with `- (instancetype)initWithSize:(CGSize)size NS_DESIGNATED_INITIALIZER`.
// Not NS_SWIFT_UI_ACTOR. Only what UITextView's initialiser needs (NSSecureCoding and
// `initWithCoder:` are left out).
@available(iOS 7.0, *)
@available(watchOS, unavailable)
@preconcurrency open class NSTextContainer : NSObject {
  public init(size: CGSize) { super.init() }
}

@available(iOS 2.0, *)
@preconcurrency @MainActor open class UIControl : UIView {
}

@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor open class UIScrollView : UIView {
}

// UITextField.h (xiangfeidexiaohuo copy, see above): `- (instancetype)initWithFrame:(CGRect)frame
// NS_DESIGNATED_INITIALIZER;` and `initWithCoder:`, UIView's own, so they are inherited here.
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor open class UITextField : UIControl, UITextInput {
  open var text: String? { get { fatalError() } set { fatalError() } }
  // UIKeyInput
  open var hasText: Bool { fatalError() }
  open func insertText(_ text: String) {}
  open func deleteBackward() {}
  // UITextInput (@required)
  open func text(in range: UITextRange) -> String? { fatalError() }
  open func replace(_ range: UITextRange, withText text: String) {}
  open var selectedTextRange: UITextRange? { get { fatalError() } set {} }
  open var markedTextRange: UITextRange? { fatalError() }
  open var markedTextStyle: [NSAttributedString.Key : Any]? { get { fatalError() } set {} }
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
  open func unmarkText() {}
  open var beginningOfDocument: UITextPosition { fatalError() }
  open var endOfDocument: UITextPosition { fatalError() }
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { fatalError() }
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { fatalError() }
  open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? { fatalError() }
  open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { fatalError() }
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { fatalError() }
  weak open var inputDelegate: (any UITextInputDelegate)? { get { fatalError() } set {} }
  open var tokenizer: any UITextInputTokenizer { fatalError() }
  open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { fatalError() }
  open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? { fatalError() }
  open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { fatalError() }
  open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
  open func firstRect(for range: UITextRange) -> CGRect { fatalError() }
  open func caretRect(for position: UITextPosition) -> CGRect { fatalError() }
  @available(iOS 6.0, *)
  open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { fatalError() }
  open func closestPosition(to point: CGPoint) -> UITextPosition? { fatalError() }
  open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { fatalError() }
  open func characterRange(at point: CGPoint) -> UITextRange? { fatalError() }
}

extension UITextField {
  @available(watchOS, unavailable)
  nonisolated public static let textDidBeginEditingNotification: NSNotification.Name = .init("UITextFieldTextDidBeginEditingNotification")
}

// UITextView.h — xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a,
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextView.h (offset ~10,500):
// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UITextView : UIScrollView <UITextInput, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting>`,
// `- (instancetype)initWithFrame:(CGRect)frame textContainer:(nullable NSTextContainer *)textContainer
// API_AVAILABLE(ios(7.0)) NS_DESIGNATED_INITIALIZER;` and `- (nullable instancetype)initWithCoder:(NSCoder *)coder
// NS_DESIGNATED_INITIALIZER;`. Because it marks its own designated initialisers, UIView's
// `initWithFrame:` (and NSObject's `init`) are imported as convenience initialisers: a subclass must
// call `super.init(frame:textContainer:)`.
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor open class UITextView : UIScrollView, UITextInput {
  @available(iOS 7.0, *)
  public init(frame: CGRect, textContainer: NSTextContainer?) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }
  open var text: String! { get { fatalError() } set { fatalError() } }
  // UIKeyInput
  open var hasText: Bool { fatalError() }
  open func insertText(_ text: String) {}
  open func deleteBackward() {}
  // UITextInput (@required)
  open func text(in range: UITextRange) -> String? { fatalError() }
  open func replace(_ range: UITextRange, withText text: String) {}
  open var selectedTextRange: UITextRange? { get { fatalError() } set {} }
  open var markedTextRange: UITextRange? { fatalError() }
  open var markedTextStyle: [NSAttributedString.Key : Any]? { get { fatalError() } set {} }
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
  open func unmarkText() {}
  open var beginningOfDocument: UITextPosition { fatalError() }
  open var endOfDocument: UITextPosition { fatalError() }
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { fatalError() }
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { fatalError() }
  open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? { fatalError() }
  open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { fatalError() }
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { fatalError() }
  weak open var inputDelegate: (any UITextInputDelegate)? { get { fatalError() } set {} }
  open var tokenizer: any UITextInputTokenizer { fatalError() }
  open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { fatalError() }
  open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? { fatalError() }
  open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { fatalError() }
  open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
  open func firstRect(for range: UITextRange) -> CGRect { fatalError() }
  open func caretRect(for position: UITextPosition) -> CGRect { fatalError() }
  @available(iOS 6.0, *)
  open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { fatalError() }
  open func closestPosition(to point: CGPoint) -> UITextPosition? { fatalError() }
  open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { fatalError() }
  open func characterRange(at point: CGPoint) -> UITextRange? { fatalError() }
}

extension UITextView {
  @available(watchOS, unavailable)
  nonisolated public static let textDidBeginEditingNotification: NSNotification.Name = .init("UITextViewTextDidBeginEditingNotification")
}

// MARK: - UIGeometry.h  (`@interface NSValue (NSValueUIGeometryExtensions)`)
//   xiangfeidexiaohuo/iOS-SDKs @ b3c4a180d8347a2ef837a10321411816c509556f,
//   iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIGeometry.h (offset ~10,300):
//   `+ (NSValue *)valueWithCGRect:(CGRect)rect;` and `@property(nonatomic, readonly) CGRect
//   CGRectValue;`, with no actor annotation (so not main-actor isolated).

extension NSValue {
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  public var cgRectValue: CGRect { rectValue }
}

// MARK: - UIAccessibility.h, UIAccessibilityConstants.h
//   * UIAccessibilityConstants.h — xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a,
//     iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityConstants.h:
//     `typedef uint32_t UIAccessibilityNotifications NS_TYPED_ENUM` (Swift: UIAccessibility.Notification,
//     inside NS_HEADER_AUDIT_BEGIN(nullability, sendability), so Sendable) and
//     `UIKIT_EXTERN const UIAccessibilityNotifications UIAccessibilityAnnouncementNotification
//     API_AVAILABLE(ios(4.0), watchos(2.0)) NS_SWIFT_NONISOLATED`.
//   * UIAccessibility.h — xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a,
//     iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibility.h (offset ~31,500):
//     `UIKIT_EXTERN void UIAccessibilityPostNotification(UIAccessibilityNotifications notification,
//     __nullable id argument) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;`, imported as
//     `@MainActor UIAccessibility.post(notification:argument:)`.

// UIAccessibilityConstants.h, under `#ifdef __swift__`: `typedef struct UIAccessibility { void *_reserved; }
// UIAccessibility;`, a namespace for the accessibility symbols.
public struct UIAccessibility {}

extension UIAccessibility {
  public struct Notification : Swift.Hashable, Swift.Equatable, Swift.RawRepresentable, @unchecked Swift.Sendable {
    public init(rawValue: Swift.UInt32) { self.rawValue = rawValue }
    public var rawValue: Swift.UInt32
  }
  @available(watchOS, unavailable)
  @MainActor @preconcurrency public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}

extension UIAccessibility.Notification {
  @available(iOS 4.0, *)
  nonisolated public static let announcement: UIAccessibility.Notification = UIAccessibility.Notification(rawValue: 1008)
}

// UIAccessibilityConstants.h (same file and commit as above), speech attributes, each
// `UIKIT_EXTERN NSAttributedStringKey const … NS_SWIFT_NONISOLATED`:
//   UIAccessibilitySpeechAttributeQueueAnnouncement API_AVAILABLE(ios(11.0), watchos(4.0))
//     API_DEPRECATED_WITH_REPLACEMENT("UIAccessibilitySpeechAttributeAnnouncementPriority", ios(11.0, 17.0), visionos(1.0, 1.0))
//   UIAccessibilitySpeechAttributeAnnouncementPriority API_AVAILABLE(ios(17.0), watchos(10.0))
// and `typedef NSString * UIAccessibilityPriority NS_TYPED_ENUM API_AVAILABLE(ios(17.0), watchos(10.0))` with
// UIAccessibilityPriorityHigh, …Default, …Low (each NS_SWIFT_NONISOLATED).
extension NSAttributedString.Key {
  @available(iOS, introduced: 11.0, deprecated: 17.0, renamed: "accessibilitySpeechAnnouncementPriority")
  @available(watchOS, introduced: 4.0)
  @available(visionOS, introduced: 1.0, deprecated: 1.0, renamed: "accessibilitySpeechAnnouncementPriority")
  nonisolated public static let accessibilitySpeechQueueAnnouncement: NSAttributedString.Key = NSAttributedString.Key("UIAccessibilitySpeechAttributeQueueAnnouncement")
  @available(iOS 17.0, watchOS 10.0, *)
  nonisolated public static let accessibilitySpeechAnnouncementPriority: NSAttributedString.Key = NSAttributedString.Key("UIAccessibilitySpeechAttributeAnnouncementPriority")
}

@available(iOS 17.0, watchOS 10.0, *)
public struct UIAccessibilityPriority : Swift.Hashable, Swift.Equatable, Swift.RawRepresentable, @unchecked Swift.Sendable {
  public init(_ rawValue: Swift.String) { self.rawValue = rawValue }
  public init(rawValue: Swift.String) { self.rawValue = rawValue }
  public var rawValue: Swift.String
}

@available(iOS 17.0, watchOS 10.0, *)
extension UIAccessibilityPriority {
  nonisolated public static let high: UIAccessibilityPriority = UIAccessibilityPriority("UIAccessibilityPriorityHigh")
  nonisolated public static let `default`: UIAccessibilityPriority = UIAccessibilityPriority("UIAccessibilityPriorityDefault")
  nonisolated public static let low: UIAccessibilityPriority = UIAccessibilityPriority("UIAccessibilityPriorityLow")
}
