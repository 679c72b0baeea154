// How Play looks and reads (issue 33): the Difficulty tab at the default window size, the
// Difficulty tab and the hint's title following the theme live (Dark, then Light), and every
// view of Play named for a screen reader.
#include "common/appearance.h"
#include "game/gamefiles.h"
#include "grid/gridview.h"
#include "guitestsupport.h"
#include "play/difficultypanel.h"
#include "play/hintpanel.h"
#include "play/hintsession.h"
#include "play/playworkspace.h"
#include "shell/mainwindow.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLegend>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace TestEnvironment;

namespace {

// WCAG's contrast ratio of two colours (1 to 21).
double contrast(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF())
            + 0.0722 * channel(c.blueF());
    };
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

// Pixels of the image within tolerance (per channel) of the colour.
int pixelsNear(const QImage &image, const QColor &color, int tolerance)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            n += std::abs(c.red() - color.red()) <= tolerance
                && std::abs(c.green() - color.green()) <= tolerance
                && std::abs(c.blue() - color.blue()) <= tolerance;
        }
    return n;
}

} // namespace

class TestPlayLook : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    void showDifficultyTab(MainWindow &w)
    {
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("sideTabs"));
        QVERIFY(tabs);
        const int index = tabs->indexOf(w.playWorkspace()->difficultyPanel());
        QTest::mouseClick(
            tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(index).center());
        QCOMPARE(tabs->currentIndex(), index);
        QTRY_VERIFY_WITH_TIMEOUT(w.playWorkspace()->difficultyPanel()->figures().valid, 30000);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
        QSettings().clear();
    }

    void cleanup() { Appearance::applyTheme(Settings::Theme::Light); }

    // Issue 33, 2: at 1000×700 the chart's series are named in full (a wrapped legend under
    // it), its axis titles fit their axes, and the FILTER line is sentences.
    void theDifficultyTabFitsTheDefaultWindow()
    {
        MainWindow w(false);
        w.gameFiles()->startPuzzle(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        w.resize(1000, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        showDifficultyTab(w);
        DifficultyPanel *panel = w.playWorkspace()->difficultyPanel();
        QChart *chart = panel->pathChart()->chart();
        QTRY_VERIFY(!chart->series().isEmpty());
        QVERIFY(!chart->legend()->isVisible()); // its entries would be cut: "game c…"
        auto *legend = panel->findChild<QLabel *>(QStringLiteral("difficultyLegend"));
        QVERIFY(legend);
        QVERIFY(legend->isVisible());
        for (QAbstractSeries *s : chart->series())
            QVERIFY2(legend->text().contains(s->name().toHtmlEscaped()), qPrintable(s->name()));
        QVERIFY(legend->wordWrap());
        QTRY_VERIFY(legend->height() >= legend->heightForWidth(legend->width()));
        QVERIFY(legend->width() <= panel->width());
        // The axis titles fit beside their axes.
        const QRectF plot = chart->plotArea();
        for (QAbstractAxis *axis : chart->axes()) {
            const qreal room = axis->orientation() == Qt::Vertical ? plot.height() : plot.width();
            QVERIFY2(QFontMetricsF(axis->titleFont()).horizontalAdvance(axis->titleText()) < room,
                qPrintable(axis->titleText()));
        }
        auto *rule = panel->findChild<QLabel *>(QStringLiteral("ruleValue"));
        QVERIFY(
            rule->text().startsWith(QStringLiteral("Naked Pair (rule 5 of San Segundo's ten)")));
        QVERIFY(!rule->text().contains(QLatin1Char(';'))
            || rule->text().contains(QStringLiteral(". ")));
    }

    // Issue 33, 5: Dark, then Light, live: the Difficulty tab's note and chart follow, and the
    // hint title's link takes the new theme's colour.
    void theDifficultyTabAndTheHintFollowTheTheme()
    {
        MainWindow w(false);
        w.gameFiles()->startPuzzle(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        w.resize(1000, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.playWorkspace()->gridView()->setFocus();
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_F2);
        QTRY_VERIFY(!w.playWorkspace()->hintSession()->isBusy());
        auto *title
            = w.playWorkspace()->hintPanel()->findChild<QLabel *>(QStringLiteral("hintTitle"));
        QVERIFY(title);
        QVERIFY(title->text().contains(QStringLiteral("<a href")));
        showDifficultyTab(w);
        DifficultyPanel *panel = w.playWorkspace()->difficultyPanel();
        QChart *chart = panel->pathChart()->chart();
        auto *note = panel->findChild<QLabel *>(QStringLiteral("difficultyNote"));

        w.findChild<QAction *>(QStringLiteral("themeDarkAction"))->trigger();
        // The new palette reaches the widgets through posted events.
        QTRY_VERIFY(panel->palette().color(QPalette::Window).lightnessF() < 0.5);
        const QColor darkWindow = panel->palette().color(QPalette::Window);
        QVERIFY2(contrast(note->palette().color(QPalette::WindowText), darkWindow) >= 4.5,
            qPrintable(note->palette().color(QPalette::WindowText).name()));
        QVERIFY(chart->backgroundBrush().color().lightnessF() < 0.5);
        QVERIFY(contrast(chart->titleBrush().color(), chart->backgroundBrush().color()) >= 4.5);
        for (QAbstractAxis *axis : chart->axes())
            QVERIFY(contrast(axis->labelsColor(), chart->backgroundBrush().color()) >= 4.5);
        const QColor darkLink = QApplication::palette().color(QPalette::Link);

        w.findChild<QAction *>(QStringLiteral("themeLightAction"))->trigger();
        QTRY_VERIFY(panel->palette().color(QPalette::Window).lightnessF() > 0.5);
        const QColor lightWindow = panel->palette().color(QPalette::Window);
        QTest::qWait(50); // the hint panel's palette too
        QVERIFY(contrast(note->palette().color(QPalette::WindowText), lightWindow) >= 4.5);
        QVERIFY(chart->backgroundBrush().color().lightnessF() > 0.5);
        for (QAbstractAxis *axis : chart->axes())
            QVERIFY(contrast(axis->labelsColor(), chart->backgroundBrush().color()) >= 4.5);
        // The title's underline is drawn in the link colour: the light one now, not the pale.
        const QColor lightLink = QApplication::palette().color(QPalette::Link);
        QVERIFY(lightLink != darkLink);
        const QImage image = title->grab().toImage();
        QVERIFY(pixelsNear(image, lightLink, 2) > 0);
        QCOMPARE(pixelsNear(image, darkLink, 2), 0);
    }

    // Every view of Play that takes the focus has a name a screen reader says.
    void everyPlayViewHasAnAccessibleName()
    {
        MainWindow w(false);
        w.gameFiles()->startPuzzle(puzzleFromLine(kNakedPairPuzzle), QStringLiteral("test"));
        w.resize(1000, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QStringList unnamed;
        QSet<QWidget *> checked;
        // Each tab of the side panel in turn (clicked), and what it shows.
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("sideTabs"));
        QVERIFY(tabs);
        for (int tab = 0; tab < tabs->count(); ++tab) {
            QTest::mouseClick(
                tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(tab).center());
            QCOMPARE(tabs->currentIndex(), tab);
            const QList<QWidget *> widgets = w.playWorkspace()->findChildren<QWidget *>();
            for (QWidget *widget : widgets) {
                if (checked.contains(widget) || !widget->isVisibleTo(&w))
                    continue;
                if (widget->focusPolicy() == Qt::NoFocus
                    && !qobject_cast<QAbstractButton *>(widget))
                    continue;
                QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
                QVERIFY(iface);
                checked.insert(widget);
                if (iface->text(QAccessible::Name).trimmed().isEmpty())
                    unnamed << QStringLiteral("%1 (%2 in %3)")
                                   .arg(widget->objectName(),
                                       QLatin1String(widget->metaObject()->className()),
                                       QLatin1String(
                                           widget->parentWidget()->metaObject()->className()));
            }
        }
        QVERIFY(checked.size() > 10);
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral(", "))));
    }
};

QTEST_MAIN(TestPlayLook)
#include "tst_playlook.moc"
