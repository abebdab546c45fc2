// SPDX-License-Identifier: GPL-3.0-or-later
#include "sidebarquery.h"

#include "querytext.h"
#include "text/textnormalizer.h"

namespace SidebarQuery {

namespace {

const QStringList sidebarFields = { QStringLiteral("topic"), QStringLiteral("tag"),
                                    QStringLiteral("is") };

// fieldTerms() keys are folded; rewriting with a folded value is fine because the query
// language compares case- and diacritic-insensitively.
QString withoutField(QString query, const QString &field)
{
    const auto terms = QueryText::fieldTerms(query, field);
    for (auto it = terms.cbegin(); it != terms.cend(); ++it)
        query = QueryText::withFieldTerm(query, field, it.key(), TermState::Off);
    return query;
}

} // namespace

QString apply(const QString &query, const QString &field, const QString &value, Action action)
{
    const QString folded = TextNormalizer::fold(value);
    const auto terms = QueryText::fieldTerms(query, field);
    const TermState current = terms.value(folded, TermState::Off);
    switch (action) {
    case Action::Only: {
        bool onlyThis = current == TermState::Included;
        for (const QString &other : sidebarFields) {
            const auto otherTerms = QueryText::fieldTerms(query, other);
            for (auto it = otherTerms.cbegin(); it != otherTerms.cend(); ++it)
                if (!(other == field && it.key() == folded))
                    onlyThis = false;
        }
        if (onlyThis)
            return QueryText::withFieldTerm(query, field, value, TermState::Off);
        return QueryText::withFieldTerm(clearSelections(query), field, value, TermState::Included);
    }
    case Action::Toggle:
        return QueryText::withFieldTerm(query, field, value,
                                        current == TermState::Included ? TermState::Off
                                                                       : TermState::Included);
    case Action::Exclude:
        return QueryText::withFieldTerm(query, field, value,
                                        current == TermState::Excluded ? TermState::Off
                                                                       : TermState::Excluded);
    }
    return query;
}

QString setMode(const QString &query, const QString &field, Mode mode)
{
    return QueryText::withFieldMode(query, field, mode);
}

QString clearSelections(const QString &query)
{
    QString result = query;
    for (const QString &field : sidebarFields)
        result = withoutField(result, field);
    return result;
}

} // namespace SidebarQuery
