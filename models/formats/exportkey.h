// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"

#include <QString>
#include <QStringList>

#include <optional>

/// How Paperdesk's own exports name a paper, so that opening one again finds the paper under
/// the id its tags, marks and note are kept under: "paperdesk:0123456789abcdef", then, when
/// there is more to say, what the id derives from and what the file cannot say elsewhere, as
/// a URL query: "?key=pmlr-v80-li18a&copy=1&title=derived&tag=to%20read&tag=skip".
///
/// The id alone proves nothing: any file can write any id. A reader hands the claimed id on
/// (Paper::id) with the source key and copy number it derives from, and PaperDeriver keeps it
/// only when the paper's own text gives that same id (PaperId::fromAbstract, then copyId()).
///
/// Every value is percent-encoded but for RFC 3986's unreserved characters, so the text holds
/// no space, quote, brace, bracket, "%" sign of LaTeX's, "-->" or line break whatever the
/// source key and tags hold: it stands as it is in a CSV cell, a RIS line, a BibTeX field and
/// an HTML comment.
struct ExportKey
{
    PaperId id;
    QString sourceKey; ///< the key the id derives from (Paper::sourceKey), empty for none
    int copy = 0; ///< Paper::idCopy: 0 for the first paper with its text
    bool titleDerived = false; ///< the title was derived from the abstract
    QStringList tags; ///< the user's tags, in the user's order

    /// The key of a paper as it was loaded, with the user's tags.
    static ExportKey of(const Paper &paper, const QStringList &tags = {});
    /// The key text; "paperdesk:" and 16 hex digits alone when nothing else is to be said.
    QString toString() const;
    /// The key a text names, or nothing when it is not one (any other source key). Unknown
    /// query items are read past, so later versions may say more.
    static std::optional<ExportKey> parse(QStringView text);
    /// Sets on paper what the key says about it (id, source key, copy, titleDerived).
    void applyTo(Paper *paper) const;
};
