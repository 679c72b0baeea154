// Every view of the Lab, the Race and Compare speaks to a screen reader (issue 33, "Accessible
// to people who do not see the screen"): each interactive element has an accessible name, the
// painted views (the board, the search tree, the climber's chart, the race's boards, the
// charts) a name and a description of what they show now, and each is reachable by keyboard.

#include "compare/compareworkspace.h"
#include "grid/gridview.h"
#include "lab/climbpage.h"
#include "lab/labworkspace.h"
#include "race/racepane.h"
#include "race/raceworkspace.h"
#include "runview/runsession.h"
#include "runview/solverchooser.h"
#include "shell/mainwindow.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QChartView>
#include <QComboBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The interactive widgets of `root` shown now without an accessible name.
QStringList unnamedIn(QWidget *root, QSet<QWidget *> &checked)
{
    QStringList unnamed;
    for (QWidget *widget : root->findChildren<QWidget *>()) {
        if (checked.contains(widget) || !widget->isVisibleTo(root->window()))
            continue;
        if (widget->focusPolicy() == Qt::NoFocus && !qobject_cast<QAbstractButton *>(widget))
            continue;
        // Parts of a compound widget (a spin box's line edit, a scroll area's viewport) speak
        // through it.
        const QString parent = QLatin1String(widget->parentWidget()->metaObject()->className());
        if (parent == QLatin1String("QSpinBox") || parent == QLatin1String("QComboBox")
            || widget->objectName().startsWith(QLatin1String("qt_")))
            continue;
        checked.insert(widget);
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
        if (!iface || iface->text(QAccessible::Name).trimmed().isEmpty())
            unnamed << QStringLiteral("%1 (%2 in %3)")
                           .arg(widget->objectName(),
                               QLatin1String(widget->metaObject()->className()), parent);
    }
    return unnamed;
}

// A painted view: a name, a description that says something, and a keyboard path.
QString paintedViewProblem(QWidget *view)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(view);
    if (!iface)
        return QStringLiteral("%1: no interface").arg(view->objectName());
    if (iface->text(QAccessible::Name).trimmed().isEmpty())
        return QStringLiteral("%1: no name").arg(view->objectName());
    if (iface->text(QAccessible::Description).trimmed().size() < 10)
        return QStringLiteral("%1: no description").arg(view->objectName());
    if (view->focusPolicy() == Qt::NoFocus)
        return QStringLiteral("%1: not reachable by keyboard").arg(view->objectName());
    return {};
}

void clickTab(QTabWidget *tabs, int tab)
{
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(tab).center());
}

} // namespace

class TestModeAccess : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    }

    void everyLabViewIsNamed()
    {
        MainWindow w(false);
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
        LabWorkspace *lab = w.labWorkspace();
        QTRY_VERIFY(lab->isVisible());
        QStringList unnamed;
        QSet<QWidget *> checked;
        auto *family = lab->chooser()->findChild<QComboBox *>(QStringLiteral("familyBox"));
        for (int f = 0; f < family->count(); ++f) {
            family->setFocus();
            if (f == 0)
                for (int i = 0; i < family->count(); ++i)
                    QTest::keyClick(family, Qt::Key_Up);
            else
                QTest::keyClick(family, Qt::Key_Down);
            QTRY_COMPARE(family->currentIndex(), f);
            QTest::keyClick(lab->eventView(), Qt::Key_F5);
            QTRY_VERIFY_WITH_TIMEOUT(
                !lab->session()->isRunning() && lab->session()->hasRun(), 20000);
            QTest::keyClick(lab->eventView(), Qt::Key_End);
            QTest::keyClick(lab->eventView(), Qt::Key_Up);
            for (int tab = 0; tab < lab->sideTabs()->count(); ++tab) {
                if (!lab->sideTabs()->isTabVisible(tab))
                    continue;
                clickTab(lab->sideTabs(), tab);
                QCoreApplication::processEvents();
                unnamed << unnamedIn(lab, checked);
            }
        }
        QVERIFY(checked.size() > 20);
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral(", "))));

        // The painted views: the board, the tree (after a search), the climber's chart.
        QString problem = paintedViewProblem(lab->findChild<QWidget *>(QStringLiteral("labBoard")));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        family->setFocus();
        // (Home is the transport's: Up to the first family.)
        for (int i = 0; i < family->count(); ++i)
            QTest::keyClick(family, Qt::Key_Up);
        for (int i = 0; i < family->findData(QStringLiteral("search")); ++i)
            QTest::keyClick(family, Qt::Key_Down);
        QCOMPARE(family->currentData().toString(), QStringLiteral("search"));
        QTest::keyClick(lab->eventView(), Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(!lab->session()->isRunning() && lab->session()->hasRun(), 20000);
        QTest::keyClick(lab->eventView(), Qt::Key_End);
        QTest::keyClick(lab->eventView(), Qt::Key_Up);
        auto *tree = lab->findChild<QWidget *>(QStringLiteral("searchTreeView"));
        QVERIFY(tree);
        problem = paintedViewProblem(tree);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // The tree says where the run is: a step moves its description.
        const QString before
            = QAccessible::queryAccessibleInterface(tree)->text(QAccessible::Description);
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(lab->eventView(), Qt::Key_Up);
        QTRY_VERIFY2(
            QAccessible::queryAccessibleInterface(tree)->text(QAccessible::Description) != before,
            qPrintable(before));
        // (Home is the transport's: Up to the first family.)
        for (int i = 0; i < family->count(); ++i)
            QTest::keyClick(family, Qt::Key_Up);
        for (int i = 0; i < family->findData(QStringLiteral("climb")); ++i)
            QTest::keyClick(family, Qt::Key_Down);
        QCOMPARE(family->currentData().toString(), QStringLiteral("climb"));
        QTest::keyClick(lab->eventView(), Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(!lab->session()->isRunning() && lab->session()->hasRun(), 20000);
        QTest::keyClick(lab->eventView(), Qt::Key_End);
        QTest::keyClick(lab->eventView(), Qt::Key_Up);
        auto *chart = lab->findChild<QWidget *>(QStringLiteral("climbChart"));
        QVERIFY(chart);
        problem = paintedViewProblem(chart);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void everyRaceViewIsNamed()
    {
        MainWindow w(false);
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
        RaceWorkspace *race = w.raceWorkspace();
        QTRY_VERIFY(race->isVisible());
        QTest::keyClick(race->countersView(), Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(
            std::all_of(race->panes().cbegin(), race->panes().cend(),
                [](RacePane *p) { return p->session()->hasRun() && !p->session()->isRunning(); }),
            20000);
        QSet<QWidget *> checked;
        const QStringList unnamed = unnamedIn(race, checked);
        QVERIFY(checked.size() > 10);
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral(", "))));
        for (RacePane *pane : race->panes()) {
            const QString problem = paintedViewProblem(pane->gridView());
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }

    void everyCompareViewIsNamed()
    {
        MainWindow w(false);
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::keyClick(&w, Qt::Key_4, Qt::ControlModifier);
        CompareWorkspace *compare = w.compareWorkspace();
        QTRY_VERIFY(compare->isVisible());
        QTest::mouseClick(compare->runButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(compare->runButton()->isEnabled(), 120000);
        QSet<QWidget *> checked;
        QStringList unnamed;
        auto *tabs = compare->findChild<QTabWidget *>(QStringLiteral("compareTabs"));
        QVERIFY(tabs);
        for (int tab = 0; tab < tabs->count(); ++tab) {
            clickTab(tabs, tab);
            QCoreApplication::processEvents();
            unnamed << unnamedIn(compare, checked);
            for (QChartView *chart : compare->findChildren<QChartView *>())
                if (chart->isVisible()) {
                    const QString problem = paintedViewProblem(chart);
                    QVERIFY2(problem.isEmpty(), qPrintable(problem));
                }
        }
        QVERIFY(checked.size() > 10);
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral(", "))));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestModeAccess)
#include "tst_modeaccess.moc"
