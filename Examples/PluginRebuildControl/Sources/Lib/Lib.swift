public let value = generated
