// `#Preview`'s body is a `@ViewBuilder` closure that returns `any View` ([iOS18 UI@966526]): the
// compiler checks it against the declaration before it asks the plugin for the expansion, so the
// stand-in plugin, whose expansion is empty, still lets the body be checked.
// EXPECT: static method 'buildExpression' requires that 'Int' conform to 'View'
import SwiftUI

#Preview {
    42
}
