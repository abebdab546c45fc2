// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "querytext.h"

#include <QString>

/// What a click on a sidebar row does to the query text. The sidebar never filters by
/// itself: it rewrites the query, so its selection is visible (and editable) as text.
namespace SidebarQuery {

enum class Action
{
    Only, ///< plain click: this row alone (clicking the only selected row again clears it);
          ///< in a section in Any mode the row alone stays a group, so the mode stays
    Toggle, ///< Ctrl/Shift+click: add or remove this row, keep the others
    Exclude, ///< Alt+click: exclude this row, or stop excluding it
};

QString apply(const QString &query, const QString &field, const QString &value, Action action);
/// All: a selection must match every included row of a field; Any: at least one of them.
using Mode = FieldMode;

/// Rewrites the included terms of field (a section: "topic", "tag") in mode's form:
/// top-level terms for All, one `(field:a OR field:b)` group for Any (`(field:a)` for one
/// row, so that the siblings it hides in All mode can still be added). Excluded terms and
/// typed words stay. Without an included term the query reads All either way.
QString setMode(const QString &query, const QString &field, Mode mode);
/// The query fields sidebar rows write: "topic", "keyword", "tag", "is".
const QStringList &fields();
/// Removes every sidebar term (topic:, keyword:, tag:, is:) and keeps the typed words.
QString clearSelections(const QString &query);

} // namespace SidebarQuery
