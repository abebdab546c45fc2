// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>

struct Paper;

/// Text read from a file, made fit to show and to write out again.
///
/// Every field has a length no real paper comes near (a title 2,000 characters, an abstract
/// 200,000, forty times the longest of 78,000 real ones), and is cut there, at a character:
/// a crafted file's megabytes-long field can then neither stall deriving, indexing and
/// painting nor fill memory. Lists are cut likewise (10,000 authors, 1,000 keywords). A lone UTF-16
/// surrogate (a JSON "\ud800" without its pair) becomes U+FFFD, as it does wherever text is turned
/// into UTF-8, so no field is exported as something strict parsers reject. Control characters (C0,
/// DEL, C1: a JSON "\u0000", an escape character) become spaces, as CollectionReader does with
/// those in a file's bytes, except that an abstract keeps its tabs and line breaks. Text without
/// any of these comes back as it was, uncopied.
namespace FieldText {

constexpr qsizetype longestLine = 2000; ///< UTF-16 units of a title, author, venue, keyword…
constexpr qsizetype longestParagraph = 200000; ///< of an abstract
constexpr qsizetype mostAuthors = 10000; ///< the largest collaborations have 5,000
constexpr qsizetype mostKeywords = 1000;

/// A title, author, venue, key, keyword or link, cut to longestLine.
QString line(const QString &text);
/// An abstract, cut to longestParagraph.
QString paragraph(const QString &text);
/// The first UTF-8 bytes of an abstract kept as UTF-8 (a plain list's): at most
/// longestParagraph bytes, ending at a whole character (fewer characters than paragraph()
/// keeps, never more).
QByteArrayView paragraph(QByteArrayView utf8);
/// The first bytes of utf8, at most bytes of them, ending at a whole character: what a
/// reader keeps of a raw field (before LaTeX or escapes are read) that is longer than any
/// field needs.
QByteArrayView utf8Prefix(QByteArrayView utf8, qsizetype bytes);
/// Bytes of a raw field a reader keeps: four times an abstract's limit leaves room for
/// escapes, markup and UTF-8 before the field is cut to its length.
constexpr qsizetype longestRawField = 4 * longestParagraph;
/// Every text field of paper, each as line() or paragraph(), and its lists cut; each author
/// once, in order (sources repeat the list: "A and B;A and B").
void clean(Paper *paper);

} // namespace FieldText
