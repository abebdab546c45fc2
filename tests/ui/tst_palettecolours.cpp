// SPDX-License-Identifier: GPL-3.0-or-later
// Every colour the window paints comes from the palette: with an application palette of
// unusual colours, the list's star and the sidebar's marks are painted in them, in a light
// and in a dark palette alike.
#include "itemmodels/paperlistmodel.h"
#include "sidebardriver.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"

#include <QStandardPaths>
#include <QTreeView>

using namespace WindowDriver;

class TestPaletteColours : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup() { QApplication::setPalette(m_original); }
    void starIsPaintedInTheLinkColour_data() { addPalettes(); }
    void starIsPaintedInTheLinkColour();
    void sidebarMarksComeFromThePalette_data() { addPalettes(); }
    void sidebarMarksComeFromThePalette();

private:
    static void addPalettes();
    QPalette m_original;
};

namespace {

/// A palette no platform ships, so that a colour painted from it cannot be a coincidence.
QPalette unusualPalette(bool dark)
{
    QPalette palette = QApplication::palette();
    const auto set = [&palette](QPalette::ColorRole role, QColor color) {
        for (const auto group : { QPalette::Active, QPalette::Inactive })
            palette.setColor(group, role, color);
    };
    set(QPalette::Base, dark ? QColor(30, 30, 34) : QColor(255, 255, 250));
    set(QPalette::AlternateBase, dark ? QColor(44, 44, 50) : QColor(238, 238, 230));
    set(QPalette::Text, dark ? QColor(225, 225, 150) : QColor(40, 40, 110));
    set(QPalette::Link, dark ? QColor(110, 180, 255) : QColor(20, 60, 230));
    set(QPalette::PlaceholderText, dark ? QColor(140, 205, 140) : QColor(70, 150, 70));
    set(QPalette::Highlight, dark ? QColor(160, 40, 160) : QColor(230, 120, 230));
    set(QPalette::HighlightedText, dark ? QColor(255, 255, 255) : QColor(0, 0, 0));
    return palette;
}

/// Pixels of rect in the widget's painting that are near the colour: the middle of a glyph's
/// strokes (a thin ✓ has few pixels fully covered; the rest blend into the background).
int pixelsOf(QWidget *widget, const QRect &rect, const QColor &color)
{
    const QImage image = widget->grab().toImage();
    const QRect inside = rect.intersected(image.rect());
    int found = 0;
    for (int y = inside.top(); y <= inside.bottom(); ++y) {
        for (int x = inside.left(); x <= inside.right(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            found += qAbs(pixel.red() - color.red()) <= 40
                && qAbs(pixel.green() - color.green()) <= 40
                && qAbs(pixel.blue() - color.blue()) <= 40;
        }
    }
    return found;
}

/// Fails when a pixel of rect is not between the background and one of the inks, channel
/// by channel: a colour that is not the palette's shows up there (whatever the blending).
void expectOnlyInks(
    QWidget *widget, const QRect &rect, const QList<QColor> &backgrounds, const QList<QColor> &inks)
{
    const auto between = [](int value, int a, int b) {
        return value >= qMin(a, b) - 3 && value <= qMax(a, b) + 3;
    };
    const QImage image = widget->grab().toImage();
    const QRect inside = rect.intersected(image.rect());
    for (int y = inside.top(); y <= inside.bottom(); ++y) {
        for (int x = inside.left(); x <= inside.right(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            bool explained = false;
            for (const QColor &background : backgrounds) {
                for (const QColor &ink : inks) {
                    explained = explained
                        || (between(pixel.red(), background.red(), ink.red())
                            && between(pixel.green(), background.green(), ink.green())
                            && between(pixel.blue(), background.blue(), ink.blue()));
                }
            }
            QVERIFY2(explained,
                qPrintable(QStringLiteral("%1 at %2,%3 is not from the palette")
                               .arg(pixel.name())
                               .arg(x)
                               .arg(y)));
        }
    }
}

} // namespace

void TestPaletteColours::addPalettes()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light palette") << false;
    QTest::newRow("dark palette") << true;
}

void TestPaletteColours::init()
{
    startFresh();
    m_original = QApplication::palette();
    QFETCH(bool, dark);
    QApplication::setPalette(unusualPalette(dark));
}

void TestPaletteColours::starIsPaintedInTheLinkColour()
{
    MainWindow window(Taxonomy::builtIn());
    openList(window, fixturePath(QStringLiteral("icml2025.txt")));
    PaperListView *list = WindowDriver::paperList(window);
    const QPalette palette = list->palette();
    QCOMPARE(palette.color(QPalette::Link), QApplication::palette().color(QPalette::Link));

    // S stars the first paper; Down moves on, so its row is painted unselected.
    clickRow(window, 0);
    QTest::keyClick(focused(), Qt::Key_S);
    QTRY_VERIFY(list->model()->index(0, 0).data(PaperListModel::StarredRole).toBool());
    QTest::keyClick(focused(), Qt::Key_Down);
    QTRY_VERIFY(!list->selectionModel()->isRowSelected(0, QModelIndex()));

    const QRect star = list->visualRect(list->model()->index(0, PaperListModel::StarColumn))
                           .adjusted(1, 1, -1, -1);
    QWidget *viewport = list->viewport();
    QVERIFY2(pixelsOf(viewport, star, palette.color(QPalette::Link)) >= 3,
        "the star is not painted in the palette's Link colour");
    expectOnlyInks(viewport, star,
        { palette.color(QPalette::Base), palette.color(QPalette::AlternateBase) },
        { palette.color(QPalette::Link) });
}

void TestPaletteColours::sidebarMarksComeFromThePalette()
{
    MainWindow window(Taxonomy::builtIn());
    SidebarDriver sidebar(window);
    sidebar.open(fixturePath(QStringLiteral("icml2025.txt")));
    const auto row = [&sidebar](const char *name) {
        return sidebar.row(QStringLiteral("is"), QString::fromLatin1(name));
    };
    // A click includes Unread, an Alt+click excludes Untagged.
    sidebar.click(row("Unread"));
    QTRY_COMPARE(SidebarDriver::state(row("Unread")), TermState::Included);
    sidebar.click(row("Untagged"), Qt::AltModifier);
    QTRY_COMPARE(SidebarDriver::state(row("Untagged")), TermState::Excluded);
    QTest::mouseMove(&window, QPoint(window.width() - 2, window.height() - 2));

    QTreeView *tree = sidebar.tree();
    const QPalette palette = tree->palette();
    QWidget *viewport = tree->viewport();
    const QRect included = tree->visualRect(row("Unread")).adjusted(1, 1, -1, -1);
    const QRect excluded = tree->visualRect(row("Untagged")).adjusted(1, 1, -1, -1);
    // The mark sits at the left of the row; the name follows it.
    const QRect mark(included.left(), included.top(), 24, included.height());
    QVERIFY2(pixelsOf(viewport, mark, palette.color(QPalette::Link)) >= 2,
        "the included row's mark is not painted in the palette's Link colour");
    const QRect excludedStart(excluded.left(), excluded.top(), 80, excluded.height());
    QVERIFY2(pixelsOf(viewport, excludedStart, palette.color(QPalette::PlaceholderText)) >= 3,
        "the excluded row is not dimmed with the palette's PlaceholderText colour");

    const QList<QColor> backgrounds
        = { palette.color(QPalette::Base), palette.color(QPalette::AlternateBase) };
    // Highlight: the focus frame around the row clicked last.
    const QList<QColor> inks = { palette.color(QPalette::Text), palette.color(QPalette::Link),
        palette.color(QPalette::PlaceholderText), palette.color(QPalette::Highlight) };
    expectOnlyInks(viewport, included, backgrounds, inks);
    expectOnlyInks(viewport, excluded, backgrounds, inks);
}

QTEST_MAIN(TestPaletteColours)
#include "tst_palettecolours.moc"
