import Foundation
import Testing

@testable import FormGenCore
@testable import FormGenTooling

/// Failure texts with a count (`%lld`) in a String Catalog: plural variations in the source
/// language, as Xcode writes them, and every translation of them kept.
@Suite struct StringCatalogPluralTests {
    /// A field with a built-in count text (too short) and one of its own (too long).
    static let spec = """
        { "formgen": 1, "name": "PinForm",
          "fields": [{ "id": "pin", "label": "PIN", "minLength": 4, "maxLength": 8,
                       "messages": { "tooLong": "At most %lld digits" } }] }
        """

    static func keys() throws -> [ValidatedForm.LocalizationKey] {
        try #require(GeneratorPipeline.validate(SourceFile(name: "PinForm.json", text: spec)).form).localizationKeys
    }

    /// What Xcode makes of `text` when it saves it: Foundation's `JSONSerialization` with the
    /// options Xcode uses.
    static func xcodeLayout(_ text: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let data = try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    static func localization(_ catalog: StringCatalogTests.Catalog, _ key: String, _ language: String = "en")
        -> [String: Any]?
    {
        ((catalog.strings[key] as? [String: Any])?["localizations"] as? [String: Any])?[language] as? [String: Any]
    }

    static func plural(_ localization: [String: Any]?) -> [String: String]? {
        guard let forms = (localization?["variations"] as? [String: Any])?["plural"] as? [String: Any] else {
            return nil
        }
        var values: [String: String] = [:]
        for (form, variation) in forms {
            let unit = (variation as? [String: Any])?["stringUnit"] as? [String: Any]
            guard unit?["state"] as? String == "translated", let value = unit?["value"] as? String else { return nil }
            values[form] = value
        }
        return values
    }

    /// A new count key's source value is `one` and `other`, in English "character" and
    /// "characters" for the built-in text, and the spec's text twice for its own, which formgen
    /// cannot put in the singular; text without a count stays a plain `stringUnit`.
    @Test func aCountIsWrittenWithPluralVariations() throws {
        let text = try #require(StringCatalogTests.merge(try Self.keys(), into: nil).text)
        #expect(
            text.contains(
                """
                    "At least %lld characters" : {
                      "comment" : "Shown under a field when it is too short; %lld is the fewest characters allowed.",
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "At least %lld character"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "At least %lld characters"
                                }
                              }
                            }
                          }
                        }
                      }
                    },
                """), "\(text)")
        let catalog = try StringCatalogTests.json(text)
        #expect(
            Self.plural(Self.localization(catalog, "At most %lld digits"))
                == ["one": "At most %lld digits", "other": "At most %lld digits"])
        let pin = try #require(Self.localization(catalog, "PIN"))
        #expect(pin["variations"] == nil)
        #expect((pin["stringUnit"] as? [String: Any])?["value"] as? String == "PIN")
        #expect(try Self.xcodeLayout(text) == text)
    }

    /// The built-in texts for a count of one, as the catalog gives them.
    @Test func theBuiltinTextsHaveASingular() {
        #expect(SpecShape.oneText(ofCountFormat: "At least %lld characters") == "At least %lld character")
        #expect(SpecShape.oneText(ofCountFormat: "At most %lld characters") == "At most %lld character")
        #expect(SpecShape.oneText(ofCountFormat: "Use %lld digits") == "Use %lld digits")
    }

    /// Xcode's save of a catalog translated into French and German (`one`, `other`), Russian
    /// (`one`, `few`, `many`, `other`) and Japanese (by device, then by plural), with a `one` the
    /// team wrote for the spec's own text and a plain French translation of a count key, in
    /// review: a rerun changes no byte.
    static let translatedCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "At least %lld characters" : {
              "comment" : "Shown under a field when it is too short; %lld is the fewest characters allowed.",
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Mindestens %lld Zeichen"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Mindestens %lld Zeichen"
                        }
                      }
                    }
                  }
                },
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "At least %lld character"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "At least %lld characters"
                        }
                      }
                    }
                  }
                },
                "fr" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Au moins %lld caractère"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Au moins %lld caractères"
                        }
                      }
                    }
                  }
                },
                "ja" : {
                  "variations" : {
                    "device" : {
                      "mac" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld 文字以上入力してください"
                        }
                      },
                      "other" : {
                        "variations" : {
                          "plural" : {
                            "other" : {
                              "stringUnit" : {
                                "state" : "translated",
                                "value" : "%lld 文字以上"
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "ru" : {
                  "variations" : {
                    "plural" : {
                      "few" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Не менее %lld символов"
                        }
                      },
                      "many" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Не менее %lld символов"
                        }
                      },
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Не менее %lld символа"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Не менее %lld символа"
                        }
                      }
                    }
                  }
                }
              }
            },
            "At most %lld digits" : {
              "comment" : "Shown under a field when it is too long; %lld is the most characters allowed.",
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Höchstens %lld Ziffer"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Höchstens %lld Ziffern"
                        }
                      }
                    }
                  }
                },
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "At most %lld digit"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "At most %lld digits"
                        }
                      }
                    }
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Au plus %lld chiffres"
                  }
                }
              }
            },
            "PIN" : {
              "comment" : "The caption above the 'pin' field. The title of the 'pin' field, which VoiceOver reads.",
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "PIN"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Code PIN"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func pluralTranslationsSurviveARerun() throws {
        #expect(try Self.xcodeLayout(Self.translatedCatalog) == Self.translatedCatalog)
        let (text, diagnostics) = StringCatalogTests.merge(try Self.keys(), into: Self.translatedCatalog)
        #expect(diagnostics.isEmpty)
        let merged = try #require(text)
        #expect(merged == Self.translatedCatalog)
        #expect(StringCatalogTests.merge(try Self.keys(), into: merged).text == merged)
    }

    /// A catalog written before formgen wrote plural variations: its own plain value of a count
    /// key becomes plural variations, and the translations stay; a value the team edited, and a
    /// key Xcode extracted (no `extractionState`), stay plain.
    @Test func aPlainCountValueFormgenWroteGetsPluralVariations() throws {
        let old = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "At least %lld characters" : { "extractionState" : "manual", "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "At least %lld characters" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Au moins %lld caractères" } } } },
              "At most %lld digits" : { "extractionState" : "manual", "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "At most %lld digit(s)" } } } },
              "%lld left" : { "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld left" } } } } } }
            """
        let left = ValidatedForm.LocalizationKey(key: "%lld left", comment: "A count.", singular: "%lld left")
        let keys = try Self.keys() + [left]
        let merged = try #require(StringCatalogTests.merge(keys, into: old).text)
        let catalog = try StringCatalogTests.json(merged)
        #expect(
            Self.plural(Self.localization(catalog, "At least %lld characters"))
                == ["one": "At least %lld character", "other": "At least %lld characters"])
        let french = Self.localization(catalog, "At least %lld characters", "fr")?["stringUnit"] as? [String: Any]
        #expect(
            french?["value"] as? String == "Au moins %lld caractères" && french?["state"] as? String == "translated")
        for (key, value) in ["At most %lld digits": "At most %lld digit(s)", "%lld left": "%lld left"] {
            let unit = Self.localization(catalog, key)?["stringUnit"] as? [String: Any]
            #expect(unit?["value"] as? String == value, "\(key)")
        }
        #expect(StringCatalogTests.merge(keys, into: merged).text == merged)
    }

    /// A key that no form formats with a count any more (a text now only a label, say) goes back
    /// to plain text where formgen wrote its variations; variations the team wrote stay.
    @Test func aKeyThatLosesItsCountGoesBackToPlainText() throws {
        let counted = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "At least %lld characters" : { "extractionState" : "manual", "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "At least %lld character" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "At least %lld characters" } } } } },
                "fr" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Au moins %lld caractère" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Au moins %lld caractères" } } } } } } },
              "%lld to go" : { "extractionState" : "manual", "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "One to go" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld to go" } } } } } } } } }
            """
        let keys = StringCatalogTests.keys(["At least %lld characters", "%lld to go"])
        let merged = try #require(StringCatalogTests.merge(keys, into: counted).text)
        let catalog = try StringCatalogTests.json(merged)
        let least = Self.localization(catalog, "At least %lld characters")
        #expect(least?["variations"] == nil)
        #expect((least?["stringUnit"] as? [String: Any])?["value"] as? String == "At least %lld characters")
        #expect(
            Self.plural(Self.localization(catalog, "At least %lld characters", "fr"))
                == ["one": "Au moins %lld caractère", "other": "Au moins %lld caractères"])
        #expect(Self.plural(Self.localization(catalog, "%lld to go")) == ["one": "One to go", "other": "%lld to go"])
        #expect(StringCatalogTests.merge(keys, into: merged).text == merged)
    }
}
