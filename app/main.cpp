// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"
#include "library/store/librarystore.h"
#include "mainwindow.h"
#include "searchbar.h"
#include "singleinstance.h"
#include "startuplist.h"
#include "topics/usertopics.h"

#include <QApplication>
#include <QFileInfo>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace {

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Paperdesk"));
    QCoreApplication::setApplicationName(QStringLiteral("Paperdesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PAPERDESK_VERSION));
}

// Whether the platform plugin Qt will pick can reach a display. Qt aborts with a long
// message when it cannot; this lets main() say it in one line instead. A platform that needs
// none (offscreen, minimal, eglfs, vnc…) always counts as one.
bool platformHasDisplay(const QString &platform)
{
    const QString name = platform.section(u':', 0, 0).trimmed();
    if (name == QLatin1String("xcb"))
        return qEnvironmentVariableIsSet("DISPLAY");
    if (name.startsWith(QLatin1String("wayland")))
        return qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
    return !name.isEmpty();
}

bool hasDisplay(int argc, char **argv)
{
    QString platforms = qEnvironmentVariable("QT_QPA_PLATFORM");
    for (int i = 1; i < argc; ++i) {
        if (qstrcmp(argv[i], "-platform") == 0 && i + 1 < argc)
            platforms = QString::fromLocal8Bit(argv[i + 1]);
        else if (qstrncmp(argv[i], "-platform=", 10) == 0)
            platforms = QString::fromLocal8Bit(argv[i] + 10);
    }
    if (platforms.isEmpty())
        return qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
    // "wayland;xcb" is a list of fallbacks: one that works is enough.
    const QStringList candidates = platforms.split(u';', Qt::SkipEmptyParts);
    return std::any_of(candidates.cbegin(), candidates.cend(), platformHasDisplay);
}

} // namespace

int main(int argc, char **argv)
{
    if (CommandLine::wantsHeadless(argc, argv)) {
        QCoreApplication app(argc, argv);
        setApplicationIdentity();
        return CommandLine::run(app.arguments());
    }
    if (!hasDisplay(argc, argv)) {
        // A mistyped option is the answer the user needs, not the missing display: the
        // command line is read without one first.
        QCoreApplication app(argc, argv);
        if (const QString error = CommandLine::parseGui(app.arguments()).error; !error.isEmpty()) {
            std::fprintf(stderr, "paperdesk: %s\n", qPrintable(error));
            return 2;
        }
        std::fputs("paperdesk: no display found (DISPLAY and WAYLAND_DISPLAY are not set); "
                   "run it inside a desktop session, or without one as: xvfb-run -a paperdesk "
                   "[FILE]\n",
            stderr);
        return 2;
    }

    QApplication app(argc, argv);
    setApplicationIdentity();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/paperdesk.png")));
    const CommandLine::GuiOptions options = CommandLine::parseGui(app.arguments());
    if (!options.error.isEmpty()) {
        std::fprintf(stderr, "paperdesk: %s\n", qPrintable(options.error));
        return 2;
    }

    // A file the user named goes to the Paperdesk already running on this library, if any.
    SingleInstance instance(LibraryStore::defaultPath());
    const QStringList files = options.file.isEmpty()
        ? QStringList()
        : QStringList { QFileInfo(options.file).absoluteFilePath() };
    if (instance.start(files) == SingleInstance::Role::HandedOver)
        return 0;

    QString topicsWarning;
    MainWindow window(UserTopics::loadMerged(&topicsWarning));
    instance.serve(&window);
    window.show();
    if (!topicsWarning.isEmpty())
        std::fprintf(stderr, "paperdesk: %s\n", qPrintable(topicsWarning));
    StartupList::open(&window, options.file);
    if (!options.query.isEmpty())
        window.setQueryText(options.query);
    return app.exec();
}
