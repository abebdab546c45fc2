// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mainwindow.h"
#include "sidebardriver.h"
#include "topics/taxonomy.h"
#include "ui/windowdriver.h"

#include <QAbstractItemModelTester>

/// The window of one sidebar test: the real MainWindow, its sidebar driven as a user does and
/// its tag model checked by QAbstractItemModelTester all through the test.
struct SidebarTestWindow
{
    using Mode = QAbstractItemModelTester::FailureReportingMode;
    SidebarTestWindow()
        : window(Taxonomy::builtIn())
        , tester(WindowDriver::tagModel(window), Mode::QtTest)
    {
    }
    MainWindow window;
    QAbstractItemModelTester tester;
    SidebarDriver sidebar { window };
    int visibleRows() const { return WindowDriver::paperList(window)->model()->rowCount(); }
    QString query() const { return WindowDriver::searchBar(window)->text(); }
};
