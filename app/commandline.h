// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

/// `paperdesk [FILE]` opens the window; `paperdesk --export jsonl [--query Q] [FILE]` and
/// `--count` run the same reading and search code without a window and exit.
namespace CommandLine {

/// The bundled list, used when no FILE is given.
QString bundledList();

/// True when the arguments ask for an export or a count (no window, no display needed).
bool wantsHeadless(int argc, char **argv);

/// Runs an export or count; returns the process exit code (0 ok, 1 bad file, 2 usage).
int run(const QStringList &arguments);

struct GuiOptions
{
    QString file; ///< empty when none is given: the window picks one (StartupList)
    QString query; ///< --query given without --export: the window starts with it typed in
    QString error;
};
GuiOptions parseGui(const QStringList &arguments);

} // namespace CommandLine
