// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

#include <optional>

/// Text written as Unicode subscript or superscript characters, for math shown as plain text
/// ("ℓ₁", "n²", "Aᵀ"). Unicode has such forms for the digits, + − = ( ) and some letters
/// only: a text with any other character has no such form, and the caller writes it another
/// way. Superscript * ′ † ⊤ and ' are kept as they are, being raised already.
namespace UnicodeScripts {

/// text as subscript characters, or nothing when some character has no subscript.
std::optional<QString> subscript(QStringView text);
/// text as superscript characters, or nothing when some character has none.
std::optional<QString> superscript(QStringView text);

} // namespace UnicodeScripts
