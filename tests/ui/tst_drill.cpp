// Drills (issue 34) with real keys on the Drill workspace: a right answer, a partial one (the
// missing elimination named), a wrong removal (the reason named), Where? / Show after a miss, the
// record updated each way, the session restored after a quit, the player's game untouched (the
// window's Game ▸ Drill), the record page's drill table (under QAbstractItemModelTester).

#include "common/settings.h"
#include "game/game.h"
#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "guitestsupport.h"
#include "logic/tutorengine.h"
#include "play/drillworkspace.h"
#include "play/hintsession.h"
#include "practice/drillrecordmodel.h"
#include "practice/practice.h"
#include "shell/mainwindow.h"
#include "wording/stepwording.h"
#include "wording/translations.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace {

constexpr int kPrepareMs = 120000; // the first drill loads and walks the bundled lists

const core::Technique kTechnique = core::Technique::Pointing;

QString nameOf(const core::Geometry &g, int cell)
{
    return StepWording(g, core::CellNaming::Letter).cellName(cell);
}

} // namespace

class TestDrill : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    std::unique_ptr<QSettings> newBackend()
    {
        return std::make_unique<QSettings>(
            m_dir.filePath(QStringLiteral("drill%1.ini").arg(++m_files)), QSettings::IniFormat);
    }

    void clickCell(DrillWorkspace &ws, int cell)
    {
        GridView *view = ws.gridView();
        const int side = ws.game()->geometry().side();
        const QRect rect = view->visualRect(ws.gridModel()->index(cell / side, cell % side));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    }

    // Shift+digit on the cell: its pencil mark toggles.
    void toggleMark(DrillWorkspace &ws, int cell, int digit)
    {
        QVERIFY2(digit >= 1 && digit <= 9, qPrintable(QStringLiteral("digit %1").arg(digit)));
        clickCell(ws, cell);
        QTest::keyClick(ws.gridView(), Qt::Key(Qt::Key_0 + digit), Qt::ShiftModifier);
    }

    bool waitForDrill(DrillWorkspace &ws)
    {
        return QTest::qWaitFor(
            [&ws] { return ws.drill().has_value() && !ws.isWaiting(); }, kPrepareMs);
    }

    // A session of the technique whose shown drill removes at least two candidates and places
    // nothing (Next drill until one does).
    bool startWithEliminations(DrillWorkspace &ws, std::size_t count = 2)
    {
        ws.setSeed(5);
        ws.startSession(kTechnique);
        for (int i = 0; i < 9; ++i) {
            if (!waitForDrill(ws))
                return false;
            const core::Step &s = ws.drill()->step;
            if (s.placements.empty() && s.eliminations.size() >= count)
                return true;
            QTest::mouseClick(ws.nextButton(), Qt::LeftButton);
        }
        return false;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // English with its plural forms, as the program runs.
        QVERIFY(Translations::install(QStringLiteral("en")));
    }

    void rightAnswerWithRealKeys()
    {
        auto backend = newBackend();
        Settings settings(backend.get());
        DrillWorkspace ws(&settings);
        ws.resize(1000, 700);
        ws.show();
        QVERIFY(QTest::qWaitForWindowExposed(&ws));
        QVERIFY(startWithEliminations(ws));
        const core::Drill drill = *ws.drill();
        const int before = ws.record().drills(kTechnique);
        QVERIFY(ws.checkButton()->isEnabled());

        for (const core::Elimination &e : drill.step.eliminations)
            toggleMark(ws, e.cell, e.symbol);
        for (const core::Elimination &e : drill.step.eliminations)
            QVERIFY(!(ws.game()->board().candidates(e.cell) & core::bit(e.symbol)));
        QTest::mouseClick(ws.checkButton(), Qt::LeftButton);
        QCOMPARE(ws.verdictText(), QStringLiteral("Right!"));
        QVERIFY2(ws.judgementText().contains(StepWording::techniqueName(kTechnique)),
            qPrintable(ws.judgementText()));
        // Found alone at the first try.
        QCOMPARE(ws.record().drills(kTechnique), before + 1);
        QCOMPARE(ws.record().outcomes(kTechnique).back(), core::DrillOutcome::FoundAlone);
        QCOMPARE(ws.session().items[std::size_t(ws.session().current)].outcome,
            std::optional(core::DrillOutcome::FoundAlone));
        // Kept in the settings.
        const auto saved = core::DrillRecord::fromText(settings.drillRecord().toStdString());
        QVERIFY(saved);
        QCOMPARE(saved->drills(kTechnique), before + 1);

        // Next drill: another position, prepared in the background meanwhile.
        QTest::mouseClick(ws.nextButton(), Qt::LeftButton);
        QVERIFY(waitForDrill(ws));
        QVERIFY(ws.drill()->key != drill.key);
    }

    void partialAnswerNamesWhatIsMissing()
    {
        auto backend = newBackend();
        Settings settings(backend.get());
        DrillWorkspace ws(&settings);
        ws.resize(1000, 700);
        ws.show();
        QVERIFY(QTest::qWaitForWindowExposed(&ws));
        QVERIFY(startWithEliminations(ws));
        const core::Drill drill = *ws.drill();
        const auto &elims = drill.step.eliminations;
        for (std::size_t i = 0; i + 1 < elims.size(); ++i)
            toggleMark(ws, elims[i].cell, elims[i].symbol);
        QTest::mouseClick(ws.checkButton(), Qt::LeftButton);
        QCOMPARE(ws.verdictText(), QStringLiteral("Partly right"));
        const core::Elimination missing = elims.back();
        const QString named = QStringLiteral("%1 from %2")
                                  .arg(missing.symbol)
                                  .arg(nameOf(ws.game()->geometry(), missing.cell));
        QVERIFY2(ws.judgementText().contains(named),
            qPrintable(ws.judgementText() + QStringLiteral(" / ") + named));
        QVERIFY(ws.judgementText().contains(QStringLiteral("missing")));
        QCOMPARE(ws.record().drills(kTechnique), 0); // not yet found
        // The rest: right after a failed check counts as found after help.
        toggleMark(ws, missing.cell, missing.symbol);
        QTest::mouseClick(ws.checkButton(), Qt::LeftButton);
        QCOMPARE(ws.verdictText(), QStringLiteral("Right!"));
        QCOMPARE(ws.record().outcomes(kTechnique).back(), core::DrillOutcome::AfterWhere);
    }

    void wrongRemovalNamesTheReasonThenWhereAndShow()
    {
        auto backend = newBackend();
        Settings settings(backend.get());
        DrillWorkspace ws(&settings);
        ws.resize(1000, 700);
        ws.show();
        QVERIFY(QTest::qWaitForWindowExposed(&ws));
        QVERIFY(startWithEliminations(ws, 1));
        const core::Drill drill = *ws.drill();
        // The solution's own digit removed from an open cell with several candidates.
        int cell = -1;
        for (int c = 0; c < drill.position.cellCount() && cell < 0; ++c)
            if (drill.position.isOpen(c) && core::popcount(drill.position.candidates(c)) >= 2)
                cell = c;
        QVERIFY(cell >= 0);
        QCOMPARE(drill.solution.size(), std::size_t(drill.position.cellCount()));
        const int digit = drill.solution[std::size_t(cell)];
        QVERIFY2(digit >= 1 && digit <= 9, qPrintable(QString::number(digit)));
        toggleMark(ws, cell, digit);
        QTest::mouseClick(ws.checkButton(), Qt::LeftButton);
        QCOMPARE(ws.verdictText(), QStringLiteral("Not quite"));
        const QString removal
            = QStringLiteral("%1 from %2").arg(digit).arg(nameOf(ws.game()->geometry(), cell));
        QVERIFY2(ws.judgementText().contains(removal), qPrintable(ws.judgementText()));
        QVERIFY2(ws.judgementText().contains(QStringLiteral("not sound")),
            qPrintable(ws.judgementText()));
        // The answer is not given away: the solution's digits elsewhere are not named.
        QVERIFY(!ws.judgementText().contains(QStringLiteral("solution")));

        // Undo the removal (Ctrl+Z on the board), then Where? and Show from the hint panel.
        QTest::keyClick(ws.gridView(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(ws.game()->board().candidates(cell) & core::bit(digit));
        QSignalSpy ready(ws.hintSession(), &HintSession::hintReady);
        auto *where = ws.findChild<QPushButton *>(QStringLiteral("hintWhereButton"));
        auto *show = ws.findChild<QPushButton *>(QStringLiteral("hintShowButton"));
        QVERIFY(where && show);
        QTest::mouseClick(where, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, 30000);
        QCOMPARE(ws.hintSession()->step()->technique, kTechnique);
        QTest::mouseClick(show, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 2, 30000);
        QCOMPARE(ws.hintSession()->level(), 2);
        // The step as shown, made with the keys: found after Show.
        // (A copy: the first change clears the hint.)
        const core::Step shown = *ws.hintSession()->step();
        for (const core::Elimination &e : shown.eliminations)
            toggleMark(ws, e.cell, e.symbol);
        QTest::mouseClick(ws.checkButton(), Qt::LeftButton);
        QCOMPARE(ws.verdictText(), QStringLiteral("Right!"));
        QCOMPARE(ws.record().outcomes(kTechnique).back(), core::DrillOutcome::AfterShow);
    }

    void applyOrSkipCountsAsMissed()
    {
        auto backend = newBackend();
        Settings settings(backend.get());
        DrillWorkspace ws(&settings);
        ws.resize(1000, 700);
        ws.show();
        QVERIFY(QTest::qWaitForWindowExposed(&ws));
        QVERIFY(startWithEliminations(ws, 1));
        const core::Drill first = *ws.drill();
        auto *apply = ws.findChild<QPushButton *>(QStringLiteral("hintApplyButton"));
        QVERIFY(apply);
        QSignalSpy ready(ws.hintSession(), &HintSession::hintReady);
        QTest::mouseClick(apply, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, 30000);
        QCOMPARE(ws.record().outcomes(first.technique).back(), core::DrillOutcome::Missed);
        QCOMPARE(ws.record().drills(first.technique), 1);
        // Next without an answer: missed too.
        QTest::mouseClick(ws.nextButton(), Qt::LeftButton);
        QVERIFY(waitForDrill(ws));
        const core::Technique t = ws.drill()->technique;
        const int before = ws.record().drills(t);
        QTest::mouseClick(ws.nextButton(), Qt::LeftButton);
        QCOMPARE(ws.record().drills(t), before + 1);
        QCOMPARE(ws.record().outcomes(t).back(), core::DrillOutcome::Missed);
    }

    // A drill that takes long to prepare (the Remote Pair: none in the bundled lists, so the
    // worker walks them all, then generates): Cancel stops the worker, the panel says so, and
    // Next drill tries again.
    void cancelWhilePreparing()
    {
        auto backend = newBackend();
        Settings settings(backend.get());
        DrillWorkspace ws(&settings);
        ws.resize(1000, 700);
        ws.show();
        QVERIFY(QTest::qWaitForWindowExposed(&ws));
        QSignalSpy messages(&ws, &DrillWorkspace::statusMessage);
        ws.setSeed(3);
        ws.startSession(core::Technique::RemotePair);
        QVERIFY(ws.isWaiting());
        QVERIFY(ws.cancelButton()->isVisible());
        QVERIFY(!ws.checkButton()->isEnabled());
        QTest::mouseClick(ws.cancelButton(), Qt::LeftButton);
        QVERIFY(!ws.isWaiting());
        QVERIFY(!ws.cancelButton()->isVisible());
        QVERIFY(!ws.drill());
        QVERIFY(ws.nextButton()->isEnabled());
        QVERIFY(!messages.isEmpty());
        QVERIFY(messages.last().at(0).toString().contains(QStringLiteral("cancelled")));
        // Nothing arrives later from the cancelled work.
        QTest::qWait(300);
        QVERIFY(!ws.drill());
        QVERIFY(!ws.isWaiting());
        // Next drill tries the same one again (the session does not move on), and can be
        // cancelled again.
        QTest::mouseClick(ws.nextButton(), Qt::LeftButton);
        QVERIFY(ws.isWaiting());
        QCOMPARE(ws.session().current, 0);
        QTest::mouseClick(ws.cancelButton(), Qt::LeftButton);
        QVERIFY(!ws.isWaiting());
        QCOMPARE(ws.session().current, 0);
    }

    // A technique that no collection's path reaches (the Jellyfish: drill_rare.txt and the drill
    // index lead to it) comes cold, in the window, as the drill asked; the time it took is
    // printed (not checked here: the benchmark BM_DrillPrepare measures it). Show names it. With
    // SUDOKU_DRILL_SHOTS set, the window is saved as drill-jellyfish.png and
    // drill-jellyfish-show.png.
    void rareTechniqueFromTheIndex()
    {
        MainWindow w(false, false);
        w.resize(1000, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        DrillWorkspace *ws = w.drillWorkspace();
        w.action(QStringLiteral("drillAction"))->trigger();
        ws->setSeed(4);
        QElapsedTimer timer;
        timer.start();
        ws->startSession(core::Technique::Jellyfish);
        QVERIFY(waitForDrill(*ws));
        qInfo("a cold Jellyfish drill in %lld ms", static_cast<long long>(timer.elapsed()));
        QCOMPARE(ws->drill()->technique, core::Technique::Jellyfish);
        core::Step step;
        QVERIFY(core::nextPathStep(ws->drill()->position, step));
        QCOMPARE(step.technique, core::Technique::Jellyfish);
        const QString dir = qEnvironmentVariable("SUDOKU_DRILL_SHOTS");
        const auto save = [&](const QString &name) {
            QTest::qWait(50);
            const QImage image = w.grab().toImage();
            QVERIFY(!image.isNull());
            if (!dir.isEmpty())
                QVERIFY(image.save(QDir(dir).filePath(name)));
        };
        save(QStringLiteral("drill-jellyfish.png"));
        // Show (clicked) names the Jellyfish and its pattern.
        auto *show = ws->findChild<QPushButton *>(QStringLiteral("hintShowButton"));
        QVERIFY(show);
        QTest::mouseClick(show, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(ws->hintSession()->level() == 2, 30000);
        QCOMPARE(ws->hintSession()->step()->technique, core::Technique::Jellyfish);
        save(QStringLiteral("drill-jellyfish-show.png"));
        // No line of the hint is clipped: every word-wrapped label of the panel (the hint's
        // text above all) is at least as high as its text needs at its width (it was 168 px
        // for 182 px needed at 240 px wide before the panel scrolled).
        auto *text = ws->findChild<QLabel *>(QStringLiteral("hintText"));
        QVERIFY(text);
        QVERIFY(!text->text().isEmpty());
        QTRY_VERIFY(text->height() >= text->heightForWidth(text->width()));
        for (const QLabel *label : ws->findChildren<QLabel *>())
            if (label->isVisible() && label->wordWrap() && !label->text().isEmpty())
                QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                    qPrintable(label->objectName()));
    }

    void sessionRestoredAfterQuit()
    {
        auto backend = newBackend();
        core::Drill drill;
        int cell = -1;
        int digit = 0;
        core::DrillSession plan;
        {
            Settings settings(backend.get());
            DrillWorkspace ws(&settings);
            ws.resize(1000, 700);
            ws.show();
            QVERIFY(QTest::qWaitForWindowExposed(&ws));
            QVERIFY(startWithEliminations(ws, 1));
            drill = *ws.drill();
            cell = drill.step.eliminations.front().cell;
            digit = drill.step.eliminations.front().symbol;
            toggleMark(ws, cell, digit);
            plan = ws.session();
        } // quit
        Settings settings(backend.get());
        DrillWorkspace ws(&settings);
        QVERIFY(ws.restore());
        QVERIFY(ws.drill());
        QCOMPARE(ws.drill()->key, drill.key);
        QCOMPARE(ws.session().current, plan.current);
        QCOMPARE(ws.session().items.size(), plan.items.size());
        QCOMPARE(ws.session().seed, plan.seed);
        // The player's work on it is there, and judged against the same drill.
        QVERIFY(!(ws.game()->board().candidates(cell) & core::bit(digit)));
        ws.checkButton()->click();
        QVERIFY(ws.verdictText() == QStringLiteral("Right!")
            || ws.verdictText() == QStringLiteral("Partly right"));
        // The next drill is another position than every one of the session before the quit.
        ws.show();
        QVERIFY(QTest::qWaitForWindowExposed(&ws));
        QTest::mouseClick(ws.nextButton(), Qt::LeftButton);
        QVERIFY(waitForDrill(ws));
        for (const auto &item : plan.items)
            if (item.key)
                QVERIFY(ws.drill()->key != item.key);
    }

    // The program's own settings: a drill left with a digit typed is there again in the next run,
    // as soon as the mode is shown (Ctrl+5).
    void windowRestoresTheDrillOfTheLastRun()
    {
        std::uint64_t key = 0;
        core::Placement p {};
        {
            MainWindow w(true, false);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.action(QStringLiteral("drillAction"))->trigger();
            DrillWorkspace *ws = w.drillWorkspace();
            ws->setSeed(21);
            ws->startSession(core::Technique::HiddenSingle);
            QVERIFY(waitForDrill(*ws));
            key = ws->drill()->key;
            p = ws->drill()->step.placements.at(0);
            clickCell(*ws, p.cell);
            QTest::keyClick(ws->gridView(), Qt::Key(Qt::Key_0 + p.symbol));
            QCOMPARE(ws->game()->board().value(p.cell), p.symbol);
        } // quit
        MainWindow w(true, false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.drillWorkspace()->hasSession()); // not before the mode is shown
        QTest::keyClick(&w, Qt::Key_5, Qt::ControlModifier);
        QCOMPARE(w.currentMode(), w.indexOfMode(w.drillWorkspace()));
        DrillWorkspace *ws = w.drillWorkspace();
        QVERIFY(ws->drill());
        QCOMPARE(ws->drill()->key, key);
        QCOMPARE(ws->game()->board().value(p.cell), p.symbol);
        ws->checkButton()->click();
        QCOMPARE(ws->verdictText(), QStringLiteral("Right!"));
    }

    void windowDrillLeavesTheGameAlone()
    {
        QSettings().remove(QStringLiteral("drill")); // the record of the test before
        MainWindow w(false, false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const core::Board before = w.game()->board();
        const int undoBefore = w.game()->undoStack()->count();
        QAction *drill = w.action(QStringLiteral("drillAction"));
        QVERIFY(drill);
        drill->trigger();
        QCOMPARE(w.currentMode(), w.indexOfMode(w.drillWorkspace()));
        w.drillWorkspace()->setSeed(9);
        w.drillWorkspace()->startSession(core::Technique::HiddenSingle);
        QVERIFY(waitForDrill(*w.drillWorkspace()));
        const core::Placement p = w.drillWorkspace()->drill()->step.placements.at(0);
        clickCell(*w.drillWorkspace(), p.cell);
        QTest::keyClick(w.drillWorkspace()->gridView(), Qt::Key(Qt::Key_0 + p.symbol));
        w.drillWorkspace()->checkButton()->click();
        QCOMPARE(w.drillWorkspace()->verdictText(), QStringLiteral("Right!"));
        QVERIFY(w.game()->board() == before);
        QCOMPARE(w.game()->undoStack()->count(), undoBefore);
        // The record page shows the drill with its trend, and proposes what to drill next.
        QCOMPARE(w.practice()->drillModel()->record().drills(core::Technique::HiddenSingle), 1);
        w.practice()->openRecordPage();
        auto *model = w.practice()->drillModel();
        QAbstractItemModelTester tester(
            model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model->rowCount() >= 1);
        bool found = false;
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, 0).data(DrillRecordModel::TechniqueRole).toInt()
                == int(core::Technique::HiddenSingle)) {
                found = true;
                QCOMPARE(model->index(r, DrillRecordModel::DrillsColumn).data().toInt(), 1);
                QCOMPARE(model->index(r, DrillRecordModel::LastColumn).data().toString(),
                    QString(QChar(0x25CF)));
            }
        }
        QVERIFY(found);
        auto *note = w.practice()->recordPage()->findChild<QLabel *>(QStringLiteral("drillNote"));
        QVERIFY(note);
        QVERIFY2(note->text().contains(QStringLiteral("Drill next")), qPrintable(note->text()));
        w.practice()->recordPage()->close();
    }

    // The record page proposes what to drill next and says why (the X-Wing: missed or helped in
    // two of its last three drills); its button, clicked, starts ten drills of it in the Drill
    // mode.
    void recordPageProposesTheNextDrill()
    {
        QSettings().remove(QStringLiteral("drill"));
        MainWindow w(false, false);
        w.resize(1000, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        core::DrillRecord record;
        record.add(core::Technique::XWing, core::DrillOutcome::Missed);
        record.add(core::Technique::XWing, core::DrillOutcome::FoundAlone);
        record.add(core::Technique::XWing, core::DrillOutcome::AfterShow);
        for (int i = 0; i < 6; ++i)
            record.add(core::Technique::Pointing, core::DrillOutcome::FoundAlone);
        w.practice()->setDrillRecord(record);
        w.practice()->openRecordPage();
        QDialog *page = w.practice()->recordPage();
        QVERIFY(page);
        QVERIFY(QTest::qWaitForWindowExposed(page));
        auto *note = page->findChild<QLabel *>(QStringLiteral("drillNote"));
        QVERIFY(note);
        QVERIFY2(note->text().contains(
                     QStringLiteral("X-Wing: you needed help or missed it in 2 of your last 3 "
                                    "drills.")),
            qPrintable(note->text()));
        auto *button = page->findChild<QPushButton *>(QStringLiteral("proposedDrillButton"));
        QVERIFY(button);
        QVERIFY(button->isVisible());
        QCOMPARE(button->text(), QStringLiteral("Drill X-Wing now"));
        if (const QString dir = qEnvironmentVariable("SUDOKU_DRILL_SHOTS"); !dir.isEmpty())
            QVERIFY(page->grab().save(QDir(dir).filePath(QStringLiteral("drill-propose.png"))));
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(!page->isVisible());
        DrillWorkspace *ws = w.drillWorkspace();
        QCOMPARE(w.currentMode(), w.indexOfMode(ws));
        QCOMPARE(int(ws->session().items.size()), 10);
        for (const core::DrillSessionItem &item : ws->session().items)
            QCOMPARE(item.technique, core::Technique::XWing);
        QVERIFY(waitForDrill(*ws));
        QCOMPARE(ws->drill()->technique, core::Technique::XWing);
        // With nothing to propose, no button.
        w.practice()->setDrillRecord(core::DrillRecord {});
        w.practice()->openRecordPage();
        page = w.practice()->recordPage();
        QVERIFY(QTest::qWaitForWindowExposed(page));
        button = page->findChild<QPushButton *>(QStringLiteral("proposedDrillButton"));
        QVERIFY(button);
        QVERIFY(!button->isVisible());
        page->close();
    }

    // The gallery's drill pictures (tools/screenshots.sh runs this with SUDOKU_DRILL_SHOTS set to
    // the folder): a drill asked, partly answered, answered right, and the record page with the
    // drill trends. Without the variable the pictures are only checked to be drawn.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("SUDOKU_DRILL_SHOTS");
        MainWindow w(false, false);
        w.resize(1100, 760);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        DrillWorkspace *ws = w.drillWorkspace();
        w.action(QStringLiteral("drillAction"))->trigger();
        ws->setSeed(5);
        ws->startSession(core::Technique::XWing);
        QVERIFY(waitForDrill(*ws));
        for (int i = 0; i < 9 && ws->drill()->step.eliminations.size() < 2; ++i) {
            QTest::mouseClick(ws->nextButton(), Qt::LeftButton);
            QVERIFY(waitForDrill(*ws));
        }
        const core::Drill drill = *ws->drill();
        QVERIFY(drill.step.eliminations.size() >= 2);
        const auto save = [&](const QString &name, QWidget *widget) {
            QTest::qWait(50);
            const QImage image = widget->grab().toImage();
            QVERIFY(!image.isNull());
            QVERIFY(image.width() >= 400);
            if (!dir.isEmpty())
                QVERIFY(image.save(QDir(dir).filePath(name + QStringLiteral(".png"))));
        };
        save(QStringLiteral("drill-asked"), &w);
        const auto &elims = drill.step.eliminations;
        for (std::size_t i = 0; i + 1 < elims.size(); ++i)
            toggleMark(*ws, elims[i].cell, elims[i].symbol);
        ws->checkButton()->click();
        QCOMPARE(ws->verdictText(), QStringLiteral("Partly right"));
        save(QStringLiteral("drill-partial"), &w);
        toggleMark(*ws, elims.back().cell, elims.back().symbol);
        ws->checkButton()->click();
        QCOMPARE(ws->verdictText(), QStringLiteral("Right!"));
        save(QStringLiteral("drill-right"), &w);

        // The record page with a record of several sessions (trends up, down and steady).
        core::DrillRecord record = ws->record();
        const auto add = [&record](core::Technique t, const char *letters) {
            for (const char *c = letters; *c; ++c)
                record.add(t,
                    *c == 'F'       ? core::DrillOutcome::FoundAlone
                        : *c == 'W' ? core::DrillOutcome::AfterWhere
                        : *c == 'S' ? core::DrillOutcome::AfterShow
                                    : core::DrillOutcome::Missed);
        };
        add(core::Technique::HiddenSingle, "WFFFFFFFFF");
        add(core::Technique::Pointing, "MSWWFWFFFF");
        add(core::Technique::NakedPair, "FFWFFSMMSM");
        add(core::Technique::Skyscraper, "MMSMSW");
        add(core::Technique::XYWing, "SW");
        w.practice()->setDrillRecord(record);
        w.practice()->openRecordPage();
        QDialog *page = w.practice()->recordPage();
        QVERIFY(page);
        QVERIFY(QTest::qWaitForWindowExposed(page));
        save(QStringLiteral("drill-record"), page);
        page->close();
    }

    void recordModelTrends()
    {
        core::DrillRecord record;
        for (int i = 0; i < 5; ++i)
            record.add(core::Technique::XWing, core::DrillOutcome::Missed);
        for (int i = 0; i < 5; ++i)
            record.add(core::Technique::XWing, core::DrillOutcome::FoundAlone);
        record.add(core::Technique::Pointing, core::DrillOutcome::AfterShow);
        DrillRecordModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRecord(record, { core::Technique::Skyscraper, core::Technique::Trial });
        QCOMPARE(model.rowCount(), 3); // the trial is no drill
        QCOMPARE(model.index(0, 0).data(DrillRecordModel::TechniqueRole).toInt(),
            int(core::Technique::Pointing)); // missed most first
        for (int r = 0; r < 3; ++r)
            if (model.index(r, 0).data(DrillRecordModel::TechniqueRole).toInt()
                == int(core::Technique::XWing))
                QCOMPARE(model.index(r, DrillRecordModel::TrendColumn).data().toString(),
                    QStringLiteral("improving"));
    }
};

SUDOKU_ISOLATED_TEST_MAIN(TestDrill)
#include "tst_drill.moc"
