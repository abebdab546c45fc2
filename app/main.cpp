// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"
#include "mainwindow.h"
#include "searchbar.h"
#include "singleinstance.h"
#include "store/librarystore.h"
#include "topics/usertopics.h"

#include <QApplication>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>

namespace {

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Paperdesk"));
    QCoreApplication::setApplicationName(QStringLiteral("Paperdesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PAPERDESK_VERSION));
}

// Qt aborts with a long message when it finds no display; say it in one line instead.
bool hasDisplay(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i)
        if (qstrcmp(argv[i], "-platform") == 0 || qstrncmp(argv[i], "-platform=", 10) == 0)
            return true;
    return qEnvironmentVariableIsSet("QT_QPA_PLATFORM") || qEnvironmentVariableIsSet("DISPLAY")
            || qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
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
    const QStringList files = options.file == CommandLine::bundledList()
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
    window.openFile(options.file);
    if (!options.query.isEmpty())
        window.searchBar()->setText(options.query);
    return app.exec();
}
