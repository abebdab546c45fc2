// SPDX-License-Identifier: GPL-3.0-or-later
#include "sidebarquery.h"

#include "query.h"
#include "querytext.h"
#include "text/textnormalizer.h"

namespace SidebarQuery {

namespace {

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
        for (const QString &other : fields()) {
            const auto otherTerms = QueryText::fieldTerms(query, other);
            for (auto it = otherTerms.cbegin(); it != otherTerms.cend(); ++it)
                if (!(other == field && it.key() == folded))
                    onlyThis = false;
        }
        if (onlyThis)
            return QueryText::withFieldTerm(query, field, value, TermState::Off);
        // A section the user set to Match Any stays so: the row becomes a group of one.
        const QString only
            = QueryText::withFieldTerm(clearSelections(query), field, value, TermState::Included);
        return QueryText::fieldMode(query, field) == FieldMode::Any
            ? QueryText::withFieldMode(only, field, FieldMode::Any)
            : only;
    }
    case Action::Toggle:
        return QueryText::withFieldTerm(query, field, value,
            current == TermState::Included ? TermState::Off : TermState::Included);
    case Action::Exclude:
        return QueryText::withFieldTerm(query, field, value,
            current == TermState::Excluded ? TermState::Off : TermState::Excluded);
    }
    return query;
}

const QStringList &fields()
{
    static const QStringList names
        = { Query::fieldName(Query::Field::Topic), Query::fieldName(Query::Field::Keyword),
              Query::fieldName(Query::Field::Tag), Query::fieldName(Query::Field::Is) };
    return names;
}

QString setMode(const QString &query, const QString &field, Mode mode)
{
    return QueryText::withFieldMode(query, field, mode);
}

QString clearSelections(const QString &query)
{
    QString result = query;
    for (const QString &field : fields())
        result = withoutField(result, field);
    return result;
}

} // namespace SidebarQuery
