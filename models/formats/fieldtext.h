// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

struct Paper;

/// Text read from a file, made fit to show and to write out again.
///
/// A lone UTF-16 surrogate (a JSON "\ud800" without its pair) becomes U+FFFD, as it does
/// wherever text is turned into UTF-8, so no field is exported as something strict parsers
/// reject. Control characters (C0, DEL, C1: a JSON "\u0000", an escape character) become
/// spaces, as CollectionReader does with those in a file's bytes, except that an abstract
/// keeps its tabs and line breaks. Text without any of these comes back as it was, uncopied.
namespace FieldText {

/// A title, author, venue, key or link.
QString line(const QString &text);
/// An abstract.
QString paragraph(const QString &text);
/// Every text field of paper, each as line() or paragraph().
void clean(Paper *paper);

} // namespace FieldText
