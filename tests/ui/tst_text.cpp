// SPDX-License-Identifier: GPL-3.0-or-later
#include "detailpane.h"
#include "itemmodels/paperlistmodel.h"
#include "mainwindow.h"
#include "paperlistview.h"
#include "tagchipbar.h"
#include "testdata.h"
#include "topics/taxonomy.h"
#include "windowdriver.h"
#include "wrappingtextview.h"

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QDesktopServices>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

/// Stands in for the browser: records what the window asked to open.
class OpenedUrls : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> urls;
public Q_SLOTS:
    void open(const QUrl &url) { urls.append(url); }
};

/// What the window shows of a list's text: LaTeX in plain lists, words broken at a hyphen,
/// papers that come without an abstract or twice, and links with hidden characters in them.
class TestText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void showsLatexOfAPlainListAsUnicode();
    void keepsTagsOfAListReWrappedAtHyphens();
    void keepsTagsOfTitleOnlyPapersApart();
    void keepsARepeatedPaperApartAndSaysSo();
    void showsAndCopiesLinksWithoutHiddenCharacters();
    void aLinkWiderThanThePaneWrapsAndOpensWhole();
    void aLinkWithALookalikeSlashSaysWhereItGoesAndAsksFirst();

private:
    static WrappingTextView *linksView(const DetailPane &detail);
    void open(MainWindow &window, const QString &path);
    static void clickRow(MainWindow &window, int row);
    static void addTag(MainWindow &window, const QString &tag);
    QString write(const QString &name, const QByteArray &bytes)
    {
        return writeTestFile(QDir(m_dir.path()), name, bytes);
    }

    QTemporaryDir m_dir;
};

void TestText::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    WindowDriver::removeLibrary();
    QVERIFY(m_dir.isValid());
}

void TestText::open(MainWindow &window, const QString &path)
{
    if (!window.isVisible()) {
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
    }
    QSignalSpy shown(&window, &MainWindow::collectionShown);
    window.openFile(path);
    QVERIFY(shown.wait(20000));
}

void TestText::clickRow(MainWindow &window, int row)
{
    PaperListView *list = WindowDriver::paperList(window);
    const QModelIndex index = list->model()->index(row, PaperListModel::TitleColumn);
    list->scrollTo(index);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(index).center());
}

void TestText::addTag(MainWindow &window, const QString &tag)
{
    QLineEdit *edit = WindowDriver::detailPane(window)->tagBar()->addEdit();
    QTest::mouseClick(edit, Qt::LeftButton);
    QTest::keyClicks(edit, tag);
    QTest::keyClick(edit, Qt::Key_Return);
    QTRY_VERIFY(WindowDriver::detailPane(window)->tagBar()->tags().contains(tag));
}

// Issue 12: "$\ell_1$" and "\url{…}" were shown raw in the detail pane and the derived title.
void TestText::showsLatexOfAPlainListAsUnicode()
{
    const QByteArray raw = "We propose $\\ell_1$-SVD, a sparse decomposition that runs in "
                           "$O(n^2)$ time. Code: \\url{https://github.com/a/svd}.";
    const QString path = write(QStringLiteral("latex.txt"),
        "A LaTeX list\n\n" + raw + "\n\nWe study prices of $5 and $10.\n");
    MainWindow window(Taxonomy::builtIn());
    open(window, path);
    QAbstractItemModelTester tester(WindowDriver::paperList(window)->model(),
        QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QModelIndex first
        = WindowDriver::paperList(window)->model()->index(0, PaperListModel::TitleColumn);
    const QString listTitle = first.data(Qt::DisplayRole).toString();
    QVERIFY2(listTitle.contains(QStringLiteral("ℓ₁-SVD")), qPrintable(listTitle));
    QVERIFY(!listTitle.contains(u'$'));

    clickRow(window, 0);
    DetailPane *detail = WindowDriver::detailPane(window);
    QTRY_VERIFY(!detail->paperId().isNull());
    QCOMPARE(detail->titleText(), listTitle);
    QCOMPARE(detail->abstractText(),
        QStringLiteral("We propose ℓ₁-SVD, a sparse decomposition that runs in O(n²) "
                       "time. Code: https://github.com/a/svd."));
    QCOMPARE(detail->linkTexts(), QStringList { QStringLiteral("https://github.com/a/svd") });

    // What is stored and copied stays as written, and so does the id.
    const QString written = QString::fromUtf8(raw);
    QCOMPARE(window.collection()->abstract(0), written);
    QCOMPARE(detail->paperId(), PaperId::fromAbstract(written));
    WindowDriver::paperList(window)->setFocus();
    QTest::keyClick(WindowDriver::paperList(window), Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), written);
    QGuiApplication::clipboard()->clear();
    QPushButton *copyAbstract = nullptr;
    for (QPushButton *button : detail->findChildren<QPushButton *>()) {
        if (button->text() == DetailPane::tr("Copy abstract"))
            copyAbstract = button;
    }
    QVERIFY(copyAbstract);
    QTest::mouseClick(copyAbstract, Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), written);

    // Prices are not math: a paper without LaTeX is shown as written.
    clickRow(window, 1);
    QTRY_COMPARE(detail->abstractText(), QStringLiteral("We study prices of $5 and $10."));
}

// Issue 12: "data-" / "efficient" was joined as "data- efficient", so a list re-wrapped at a
// hyphen lost its tags.
void TestText::keepsTagsOfAListReWrappedAtHyphens()
{
    const QString wrapped = write(QStringLiteral("wrapped.txt"),
        "Wrapped list\n\nWe propose a data-\nefficient method for "
        "long- and\nshort-term memory.\n\nWe study B.\n");
    const QString flat = write(QStringLiteral("flat.txt"),
        "Flat list\n\nWe study B.\n\nWe propose a data-efficient method "
        "for long- and short-term memory.\n");
    const QString tag = QStringLiteral("hyphen-tag");
    MainWindow window(Taxonomy::builtIn());
    open(window, wrapped);
    clickRow(window, 0);
    QTRY_COMPARE(WindowDriver::detailPane(window)->abstractText(),
        QStringLiteral("We propose a data-efficient method for long- and short-term "
                       "memory."));
    addTag(window, tag);

    open(window, flat);
    clickRow(window, 1);
    QTRY_VERIFY(
        WindowDriver::detailPane(window)->abstractText().startsWith(QStringLiteral("We propose")));
    QCOMPARE(WindowDriver::detailPane(window)->tagBar()->tags(), QStringList { tag });
    clickRow(window, 0);
    QTRY_COMPARE(WindowDriver::detailPane(window)->abstractText(), QStringLiteral("We study B."));
    QCOMPARE(WindowDriver::detailPane(window)->tagBar()->tags(), QStringList());
}

// Issue 13, the reproducer: three title-only JSON records; tag one, and all three were tagged.
void TestText::keepsTagsOfTitleOnlyPapersApart()
{
    const QString path = write(QStringLiteral("titles.json"),
        R"([{"title": "Attention Is All You Need"}, {"title": "Deep Residual Learning"},
                {"title": "Adam: A Method for Stochastic Optimization"}])");
    const QString tag = QStringLiteral("title-only");
    MainWindow window(Taxonomy::builtIn());
    open(window, path);
    QCOMPARE(WindowDriver::paperList(window)->model()->rowCount(), 3);
    clickRow(window, 0);
    QTRY_VERIFY(!WindowDriver::detailPane(window)->paperId().isNull());
    addTag(window, tag);
    for (int row : { 1, 2 }) {
        clickRow(window, row);
        QTRY_COMPARE(WindowDriver::detailPane(window)->titleText(),
            window.collection()->collection.papers.at(row).title);
        QCOMPARE(WindowDriver::detailPane(window)->tagBar()->tags(), QStringList());
    }
    QVERIFY(window.statusBar()->currentMessage().isEmpty());
}

// Two papers of one list with one abstract: kept apart, and the window says so.
void TestText::keepsARepeatedPaperApartAndSaysSo()
{
    const QByteArray abstract = "We propose a method for the segmentation of cells that works.";
    const QString path = write(QStringLiteral("repeated.txt"),
        "Repeated list\n\n" + abstract + "\n\nWe study B.\n\n" + abstract);
    const QString tag = QStringLiteral("first-copy");
    MainWindow window(Taxonomy::builtIn());
    open(window, path);
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("kept apart")),
        qPrintable(window.statusBar()->currentMessage()));
    clickRow(window, 0);
    QTRY_VERIFY(!WindowDriver::detailPane(window)->paperId().isNull());
    const PaperId first = WindowDriver::detailPane(window)->paperId();
    addTag(window, tag);
    clickRow(window, 2);
    QTRY_VERIFY(WindowDriver::detailPane(window)->paperId() != first);
    QCOMPARE(WindowDriver::detailPane(window)->abstractText(), QString::fromUtf8(abstract));
    QCOMPARE(WindowDriver::detailPane(window)->tagBar()->tags(), QStringList());
}

// Issue 13: "https://example.com/\u202Egnp.exe" showed as ".../exe.png", the override spilled
// into the next links, and Copy links carried it into the href.
void TestText::showsAndCopiesLinksWithoutHiddenCharacters()
{
    const QString path = write(QStringLiteral("links.json"),
        R"([{"title": "Spoof", "abstract": "A paper. See https://exa\u200Bmple.org/code too.",
                 "site": "https://example.com/\u202Egnp.exe",
                 "pdf": "https://b.org/\u2067paper.pdf"}])");
    MainWindow window(Taxonomy::builtIn());
    open(window, path);
    clickRow(window, 0);
    DetailPane *detail = WindowDriver::detailPane(window);
    QTRY_COMPARE(detail->titleText(), QStringLiteral("Spoof"));
    const QStringList safe { QStringLiteral("https://example.com/%E2%80%AEgnp.exe"),
        QStringLiteral("https://b.org/%E2%81%A7paper.pdf"),
        QStringLiteral("https://example.org/code") };
    QCOMPARE(detail->linkTexts(), safe);
    WrappingTextView *links = linksView(*detail);
    QVERIFY(links);
    const QString shown = links->toPlainText();
    QVERIFY(!shown.contains(QChar(0x202E)) && !shown.contains(QChar(0x2067)));
    // Each link a left-to-right paragraph of its own: nothing spills into the next.
    QCOMPARE(links->document()->blockCount(), 3);
    for (QTextBlock block = links->document()->begin(); block.isValid(); block = block.next())
        QCOMPARE(block.textDirection(), Qt::LeftToRight);
    QVERIFY(
        links->toHtml().contains(QStringLiteral("href=\"https://example.com/%E2%80%AEgnp.exe\"")));

    WindowDriver::paperList(window)->setFocus();
    QGuiApplication::clipboard()->clear();
    QTest::keyClick(
        WindowDriver::paperList(window), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    QVERIFY(mime);
    QCOMPARE(mime->text(), safe.join(QLatin1Char('\n')));
    QVERIFY(mime->html().contains(QStringLiteral("href=\"https://example.com/%E2%80%AEgnp.exe\"")));
    QVERIFY(!mime->html().contains(QChar(0x202E)) && !mime->html().contains(QChar(0x200B)));
    QCOMPARE(mime->html().count(QStringLiteral("<a dir=")), 3);
}

WrappingTextView *TestText::linksView(const DetailPane &detail)
{
    for (WrappingTextView *view : detail.findChildren<WrappingTextView *>()) {
        if (view->accessibleName() == DetailPane::tr("Links"))
            return view;
    }
    return nullptr;
}

// Issue 12: a link longer than the pane was cut at its edge, its end out of sight.
void TestText::aLinkWiderThanThePaneWrapsAndOpensWhole()
{
    const QString url
        = QStringLiteral("https://example.org/") + QString(300, u'x') + QStringLiteral("/end.pdf");
    const QString path = write(QStringLiteral("longlink.json"),
        QStringLiteral(R"([{"title": "Long", "abstract": "A paper.", "pdf": "%1"}])")
            .arg(url)
            .toUtf8());
    MainWindow window(Taxonomy::builtIn());
    window.resize(900, 700);
    open(window, path);
    clickRow(window, 0);
    DetailPane *detail = WindowDriver::detailPane(window);
    QTRY_COMPARE(detail->titleText(), QStringLiteral("Long"));
    WrappingTextView *links = linksView(*detail);
    QVERIFY(links);
    QTRY_VERIFY(links->isVisible());
    QCOMPARE(links->text(), url);
    // Broken over lines inside the pane, never wider than it, every line in sight.
    QVERIFY(links->width() <= detail->width());
    QTRY_VERIFY(links->document()->idealWidth() <= links->viewport()->width() + 1);
    const QTextLayout *layout = links->document()->begin().layout();
    QVERIFY2(layout->lineCount() > 1, qPrintable(QString::number(layout->lineCount())));
    QVERIFY(links->height() >= 2 * links->fontMetrics().lineSpacing());

    // A click on its last line opens the whole link.
    OpenedUrls browser;
    QDesktopServices::setUrlHandler(QStringLiteral("https"), &browser, "open");
    QTextCursor end(links->document());
    end.setPosition(url.size() - 2);
    links->setTextCursor(end); // scrolled into view, as a reader would scroll
    links->ensureCursorVisible();
    const QPoint onEnd = links->cursorRect(end).center();
    QVERIFY(links->viewport()->rect().contains(onEnd));
    QTest::mouseClick(links->viewport(), Qt::LeftButton, {}, onEnd);
    QDesktopServices::unsetUrlHandler(QStringLiteral("https"));
    QCOMPARE(browser.urls, QList<QUrl> { QUrl(url) });
}

// "https://arxiv.org∕abs∕2401.01234.evil.example/" (U+2215, a division slash) read as an
// arXiv link and opened a host under evil.example without a word.
void TestText::aLinkWithALookalikeSlashSaysWhereItGoesAndAsksFirst()
{
    const QString url = QStringLiteral("https://arxiv.org\u2215abs\u22152401.01234.evil.example/");
    const QString path = write(QStringLiteral("lookalike.json"),
        QStringLiteral(R"([{"title": "Lookalike", "abstract": "A paper.", "url": "%1"}])")
            .arg(url)
            .toUtf8());
    MainWindow window(Taxonomy::builtIn());
    open(window, path);
    clickRow(window, 0);
    DetailPane *detail = WindowDriver::detailPane(window);
    QTRY_COMPARE(detail->titleText(), QStringLiteral("Lookalike"));
    WrappingTextView *links = linksView(*detail);
    QVERIFY(links);
    QVERIFY2(
        links->text().contains(QStringLiteral("goes to arxiv.xn--")), qPrintable(links->text()));
    QVERIFY(links->text().contains(QStringLiteral("evil.example")));

    OpenedUrls browser;
    QDesktopServices::setUrlHandler(QStringLiteral("https"), &browser, "open");
    QTextCursor inLink(links->document());
    inLink.setPosition(6);
    const QPoint onLink = links->cursorRect(inLink).center();
    for (const QMessageBox::StandardButton answer : { QMessageBox::Cancel, QMessageBox::Open }) {
        QString asked;
        WindowDriver::whenPopupShows([&asked, answer](QWidget *dialog) {
            if (auto *box = qobject_cast<QMessageBox *>(dialog)) {
                asked = box->text();
                box->button(answer)->click();
            }
        });
        QTest::mouseClick(links->viewport(), Qt::LeftButton, {}, onLink);
        QTRY_VERIFY(!asked.isEmpty());
        QVERIFY2(asked.contains(QStringLiteral("xn--")), qPrintable(asked));
        QCOMPARE(browser.urls.size(), answer == QMessageBox::Open ? 1 : 0);
    }
    QDesktopServices::unsetUrlHandler(QStringLiteral("https"));
}

QTEST_MAIN(TestText)
#include "tst_text.moc"
