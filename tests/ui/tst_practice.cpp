// Generated games and practice through the window: New Game > Generate a Puzzle (Ctrl+Shift+N)
// by size and level, driven by keys and clicks on the dialog; Cancel while it works; a
// generated game saved and read back; Practice (Ctrl+Shift+P) proposing the weakest technique
// of a prepared record; the record growing from a game solved with a hint; the record page and
// its model; an unreadable record kept aside.
#include "game/game.h"
#include "game/gamefile.h"
#include "game/gamefiles.h"
#include "generator/generator.h"
#include "grid/gridmodel.h"
#include "grid/gridview.h"
#include "guitestsupport.h"
#include "logic/tutorengine.h"
#include "play/hintpanel.h"
#include "play/hintsession.h"
#include "play/playworkspace.h"
#include "practice/generatedialog.h"
#include "practice/practice.h"
#include "practice/practicerecord.h"
#include "rating/humanscore.h"
#include "shell/mainwindow.h"
#include "wording/stepwording.h"
#include "wording/translations.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QTest>

using namespace TestEnvironment;

namespace {

constexpr quint64 kSeed = 20261123;

core::Board givensOf(const Game &game)
{
    core::Board b(game.geometry());
    for (int c = 0; c < b.cellCount(); ++c)
        if (game.board().isGiven(c))
            b.setGiven(c, game.board().value(c));
    return b;
}

core::HumanScore scoreOf(const Game &game)
{
    const core::SolutionPath path = core::tutorPath(givensOf(game));
    return core::scorePath(path.steps, path.status == core::PathStatus::Solved);
}

bool pathUses(const Game &game, core::Technique technique)
{
    for (const core::Step &s : core::tutorPath(givensOf(game)).steps)
        if (s.technique == technique)
            return true;
    return false;
}

QString line(const Game &game)
{
    return QString::fromStdString(core::writeLine(givensOf(game)));
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestPractice : public QObject
{
    Q_OBJECT

private:
    static void show(MainWindow &w)
    {
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
    }
    // Ctrl+Shift+N or Ctrl+Shift+P on the window: the dialog that opens.
    static GenerateDialog *openDialog(MainWindow &w, Qt::Key key)
    {
        // The shortcut goes to the active window. The offscreen platform does not give the
        // activation back when a dialog closes, as a window manager does.
        w.activateWindow();
        if (!QTest::qWaitForWindowActive(&w))
            return nullptr;
        QTest::keyClick(&w, key, Qt::ControlModifier | Qt::ShiftModifier);
        // Not waited for: Practice starts at once, and a quick puzzle closes the dialog.
        return w.practice()->generateDialog();
    }

private slots:
    // English with its plural forms ("in 3 solved games").
    void initTestCase() { QVERIFY(Translations::install(QStringLiteral("en"))); }

    void init()
    {
        QFile::remove(PracticeRecord::defaultPath());
        QFile::remove(GameFile::autosavePath());
    }

    void newGameByGeneratedLevel()
    {
        MainWindow w(false);
        w.practice()->setSeed(kSeed);
        show(w);

        // 4x4 Easy: two steps up from the 9x9 the window starts with, Easy is the default.
        QPointer<GenerateDialog> d = openDialog(w, Qt::Key_N);
        QVERIFY(d);
        auto *size = d->findChild<QComboBox *>(QStringLiteral("sizeBox"));
        auto *level = d->findChild<QComboBox *>(QStringLiteral("levelBox"));
        QCOMPARE(size->currentData().toInt(), 9);
        size->setFocus();
        QTest::keyClick(size, Qt::Key_Up);
        QTest::keyClick(size, Qt::Key_Up);
        QCOMPARE(size->currentData().toInt(), 4);
        QCOMPARE(level->currentData().toInt(), int(core::Level::Easy));
        QTest::mouseClick(
            d->findChild<QPushButton *>(QStringLiteral("generateButton")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!d, 30000);
        QCOMPARE(w.game()->geometry().side(), 4);
        QVERIFY(w.game()->hasSolution());
        QCOMPARE(scoreOf(*w.game()).level, core::Level::Easy);
        QVERIFY(w.game()->source().contains(QStringLiteral("4×4")));

        // 9x9 Hard by keys only: two steps down in both boxes, Enter for Generate.
        d = openDialog(w, Qt::Key_N);
        QVERIFY(d);
        d->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), d.data());
        size = d->findChild<QComboBox *>(QStringLiteral("sizeBox"));
        level = d->findChild<QComboBox *>(QStringLiteral("levelBox"));
        QCOMPARE(size->currentData().toInt(), 4); // the game's size
        size->setFocus();
        QTest::keyClick(size, Qt::Key_Down);
        QTest::keyClick(size, Qt::Key_Down);
        QTest::keyClick(size, Qt::Key_Tab);
        QVERIFY(level->hasFocus());
        QTest::keyClick(level, Qt::Key_Down);
        QTest::keyClick(level, Qt::Key_Down);
        QCOMPARE(level->currentData().toInt(), int(core::Level::Hard));
        QTest::keyClick(level, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!d, 60000);
        QCOMPARE(w.game()->geometry().side(), 9);
        QCOMPARE(scoreOf(*w.game()).level, core::Level::Hard);
        QCOMPARE(w.game()->source(),
            QStringLiteral("Generated 9×9 · ") + StepWording::levelName(core::Level::Hard));

        // The seed decides the puzzle: the generator alone makes the same one.
        core::GeneratorOptions options;
        options.target.level = core::Level::Hard;
        options.timeLimitSeconds = GenerateDialog::kTimeBudgetSeconds;
        options.measureResult = false;
        core::Generator generator(core::Geometry::classic(), kSeed);
        const core::GenerationResult r = generator.generate(options);
        QVERIFY(r.met());
        QCOMPARE(line(*w.game()), QString::fromStdString(core::writeLine(r.puzzle)));

        // Saved and read back like any game.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("generated.json"));
        QString error;
        w.game()->enterDigit({ w.game()->board().isGiven(0) ? 1 : 0 }, 5);
        QVERIFY2(GameFile::save(*w.game(), path, &error), qPrintable(error));
        Game back;
        QVERIFY2(GameFile::load(back, path, &error), qPrintable(error));
        QCOMPARE(line(back), line(*w.game()));
        QCOMPARE(back.source(), w.game()->source());
        // Its origin says how it was made: size, target and seed.
        QCOMPARE(w.game()->origin(), QStringLiteral("generated:9x9:level=hard:seed=%1").arg(kSeed));
        QCOMPARE(back.origin(), w.game()->origin());
        QCOMPARE(back.board().values(), w.game()->board().values());
        QCOMPARE(back.solution(), w.game()->solution());
    }

    void cancelWhileGenerating()
    {
        MainWindow w(false);
        w.practice()->setSeed(kSeed);
        show(w);
        const QString before = line(*w.game());
        QPointer<GenerateDialog> d = openDialog(w, Qt::Key_N);
        QVERIFY(d);
        auto *size = d->findChild<QComboBox *>(QStringLiteral("sizeBox"));
        auto *level = d->findChild<QComboBox *>(QStringLiteral("levelBox"));
        size->setFocus();
        QTest::keyClick(size, Qt::Key_End); // 16x16
        QTest::keyClick(level, Qt::Key_End); // Extreme
        QCOMPARE(size->currentData().toInt(), 16);
        QCOMPARE(level->currentData().toInt(), int(core::Level::Extreme));
        QTest::mouseClick(
            d->findChild<QPushButton *>(QStringLiteral("generateButton")), Qt::LeftButton);
        QVERIFY(d->isGenerating());
        QVERIFY(d->findChild<QProgressBar *>(QStringLiteral("generateProgress"))->isVisible());
        // The window goes on: the progress line is rewritten while the generator works.
        const QString first = d->statusText();
        QTRY_VERIFY(d->statusText() != first);
        QVERIFY(d->statusText().contains(QStringLiteral("judged")));
        QTest::mouseClick(
            d->findChild<QPushButton *>(QStringLiteral("cancelButton")), Qt::LeftButton);
        QVERIFY(d);
        QVERIFY(d->isVisible());
        QVERIFY(!d->isGenerating());
        QVERIFY(d->statusText().startsWith(QStringLiteral("Cancelled")));
        QCOMPARE(line(*w.game()), before);
        // The second Cancel (Escape) closes it.
        QTest::keyClick(d, Qt::Key_Escape);
        QTRY_VERIFY(!d);
        QCOMPARE(line(*w.game()), before);
    }

    void recordOrderAndFile()
    {
        PracticeRecord r;
        QVERIFY(r.isEmpty());
        QVERIFY(!r.weakest());
        r.addGame({ core::Technique::NakedSingle, core::Technique::HiddenSingle,
                      core::Technique::NakedPair, core::Technique::NakedSingle },
            { core::Technique::NakedPair });
        QCOMPARE(r.counts(core::Technique::NakedSingle), (PracticeRecord::Counts { 1, 0 }));
        QCOMPARE(r.counts(core::Technique::NakedPair), (PracticeRecord::Counts { 0, 1 }));
        QCOMPARE(r.weakest(), core::Technique::NakedPair);
        // A hint for a technique not on the path still counts as needed.
        r.addGame({ core::Technique::NakedSingle }, { core::Technique::XWing });
        r.addGame({ core::Technique::XWing }, {});
        QCOMPARE(r.counts(core::Technique::XWing), (PracticeRecord::Counts { 1, 1 }));
        // Naked Pair: 1 of 1 games with a hint; X-Wing 1 of 2.
        QCOMPARE(r.weakest(), core::Technique::NakedPair);
        QCOMPARE(r.recorded().front(), core::Technique::NakedPair);
        QCOMPARE(r.recorded().at(1), core::Technique::XWing);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/practice.json"));
        QString error;
        QVERIFY2(r.save(path, &error), qPrintable(error));
        PracticeRecord back;
        QVERIFY2(back.load(path, &error), qPrintable(error));
        for (int t = 0; t < core::kTechniqueCount; ++t)
            QCOMPARE(back.counts(core::Technique(t)), r.counts(core::Technique(t)));

        // Bad counts are refused by field, the file kept aside with its bytes.
        const QByteArray bad = "{\"format\":\"sudoku-tutor-practice\",\"version\":1,"
                               "\"techniques\":{\"x-wing\":{\"alone\":-2,\"hinted\":1}}}";
        QVERIFY(writeFile(path, bad));
        PracticeRecord broken;
        QVERIFY(!broken.load(path, &error));
        QVERIFY2(error.contains(QStringLiteral("techniques.x-wing.alone")), qPrintable(error));
        QVERIFY(!QFile::exists(path));
        const QStringList kept = QDir(QFileInfo(path).absolutePath())
                                     .entryList({ QStringLiteral("practice.json.unreadable-*") });
        QCOMPARE(kept.size(), 1);
        QFile k(QFileInfo(path).absolutePath() + QLatin1Char('/') + kept.front());
        QVERIFY(k.open(QIODevice::ReadOnly));
        QCOMPARE(k.readAll(), bad);
    }

    void practiceProposesTheWeakest()
    {
        PracticeRecord r;
        r.setCounts(core::Technique::HiddenSingle, { 6, 1 });
        r.setCounts(core::Technique::NakedPair, { 1, 3 });
        r.setCounts(core::Technique::XWing, { 1, 1 });
        QString error;
        QVERIFY2(r.save(PracticeRecord::defaultPath(), &error), qPrintable(error));

        MainWindow w(false);
        w.practice()->setSeed(kSeed);
        show(w);
        QPointer<GenerateDialog> d = openDialog(w, Qt::Key_P);
        QVERIFY(d);
        // It says why: the technique and its counts.
        const QString reason = d->findChild<QLabel *>(QStringLiteral("practiceReason"))->text();
        QVERIFY2(reason.contains(StepWording::techniqueName(core::Technique::NakedPair)),
            qPrintable(reason));
        QVERIFY2(
            reason.contains(QStringLiteral("in 3 solved games with a hint")), qPrintable(reason));
        QVERIFY2(reason.contains(QStringLiteral("found alone in 1")), qPrintable(reason));
        QVERIFY(!d->findChild<QComboBox *>(QStringLiteral("levelBox"))->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!d, 60000);
        QCOMPARE(w.game()->geometry().side(), 9);
        QVERIFY(pathUses(*w.game(), core::Technique::NakedPair));
        QVERIFY(
            w.game()->source().contains(StepWording::techniqueName(core::Technique::NakedPair)));
    }

    void nothingToPractiseYet()
    {
        MainWindow w(false);
        show(w);
        QTest::keyClick(&w, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!w.practice()->generateDialog());
        QTRY_VERIFY(w.findChild<QMessageBox *>(QStringLiteral("nothingToPractiseBox")));
        auto *box = w.findChild<QMessageBox *>(QStringLiteral("nothingToPractiseBox"));
        QVERIFY(box->text().contains(QStringLiteral("nothing to practise")));
        QTest::keyClick(box, Qt::Key_Return);
    }

    void solvedGameGrowsTheRecord()
    {
        MainWindow w(false);
        core::ParseResult r = core::parsePuzzles(kGoodPuzzle, "test");
        core::checkSolutions(r);
        w.gameFiles()->startPuzzle(r.puzzles.at(0), QStringLiteral("test"));
        show(w);
        w.playWorkspace()->gridView()->setFocus();
        // A hint (F2) names the first step's technique.
        QTest::keyClick(w.playWorkspace()->gridView(), Qt::Key_F2);
        QTRY_VERIFY(!w.playWorkspace()->hintSession()->isBusy());
        QVERIFY(w.playWorkspace()->hintSession()->step());
        const core::Technique hinted = w.playWorkspace()->hintSession()->step()->technique;
        // The player types the solution.
        const Game &g = *w.game();
        for (int c = 0; c < g.board().cellCount(); ++c) {
            if (g.board().isGiven(c))
                continue;
            w.playWorkspace()->gridModel()->setSelectedCell(c);
            QTest::keyClick(
                w.playWorkspace()->gridView(), Qt::Key(Qt::Key_0 + g.solution()[std::size_t(c)]));
        }
        QVERIFY(g.isCompleted());
        QTRY_VERIFY(QFile::exists(PracticeRecord::defaultPath()));
        QTRY_VERIFY(!w.practice()->isRecording());
        PracticeRecord saved;
        QString error;
        QVERIFY2(saved.load(PracticeRecord::defaultPath(), &error), qPrintable(error));
        QCOMPARE(saved.counts(hinted), (PracticeRecord::Counts { 0, 1 }));
        // Every other technique of the path was found alone.
        for (const core::Step &s : core::tutorPath(givensOf(g)).steps)
            if (s.technique != hinted)
                QCOMPARE(saved.counts(s.technique), (PracticeRecord::Counts { 1, 0 }));
        QCOMPARE(saved.weakest(), hinted);
    }

    void recordPage()
    {
        PracticeRecord r;
        r.setCounts(core::Technique::HiddenSingle, { 6, 1 });
        r.setCounts(core::Technique::XWing, { 0, 2 });
        QString error;
        QVERIFY2(r.save(PracticeRecord::defaultPath(), &error), qPrintable(error));

        MainWindow w(false);
        w.practice()->setSeed(kSeed);
        show(w);
        w.practice()->recordAction()->trigger();
        QPointer<QDialog> page = w.practice()->recordPage();
        QVERIFY(page);
        QVERIFY(QTest::qWaitForWindowExposed(page));
        auto *table = page->findChild<QTableView *>(QStringLiteral("practiceTable"));
        QAbstractItemModel *model = table->model();
        QAbstractItemModelTester tester(
            model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->columnCount(), 3);
        // The weakest first: X-Wing (2 of 2 with a hint), then Hidden Single.
        QCOMPARE(model->index(0, 0).data().toString(),
            StepWording::techniqueName(core::Technique::XWing));
        QCOMPARE(model->index(0, PracticeModel::AloneColumn).data().toInt(), 0);
        QCOMPARE(model->index(0, PracticeModel::HintedColumn).data().toInt(), 2);
        QCOMPARE(model->index(1, 0).data().toString(),
            StepWording::techniqueName(core::Technique::HiddenSingle));
        QCOMPARE(model->index(1, PracticeModel::AloneColumn).data().toInt(), 6);
        QCOMPARE(model->headerData(PracticeModel::HintedColumn, Qt::Horizontal).toString(),
            QStringLiteral("Needed a hint"));
        // A click on a row selects it.
        const QRect rect = table->visualRect(model->index(1, 1));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
        QCOMPARE(table->selectionModel()->selectedRows().front().row(), 1);
        // Practise from the page: the generator looks for an X-Wing.
        QTest::mouseClick(
            page->findChild<QPushButton *>(QStringLiteral("practiseButton")), Qt::LeftButton);
        QPointer<GenerateDialog> d = w.practice()->generateDialog();
        QVERIFY(d);
        QVERIFY(d->findChild<QLabel *>(QStringLiteral("practiceReason"))
                    ->text()
                    .contains(StepWording::techniqueName(core::Technique::XWing)));
        QTRY_VERIFY(!page);
        QTRY_VERIFY_WITH_TIMEOUT(!d || !d->isVisible(), 60000);
        QVERIFY(pathUses(*w.game(), core::Technique::XWing));
    }

    void unreadableRecordKeptAside()
    {
        const QByteArray garbage = "{ this is not JSON";
        QVERIFY(writeFile(PracticeRecord::defaultPath(), garbage));
        MainWindow w(false);
        show(w);
        QTRY_VERIFY(w.findChild<QMessageBox *>(QStringLiteral("practiceProblemBox")));
        auto *box = w.findChild<QMessageBox *>(QStringLiteral("practiceProblemBox"));
        QVERIFY2(box->text().contains(QStringLiteral("line 1, column")), qPrintable(box->text()));
        QVERIFY2(box->text().contains(QStringLiteral("kept as")), qPrintable(box->text()));
        QVERIFY(w.practice()->record().isEmpty());
        const QFileInfo info(PracticeRecord::defaultPath());
        const QStringList kept
            = info.dir().entryList({ QStringLiteral("practice.json.unreadable-*") });
        QCOMPARE(kept.size(), 1);
        QFile k(info.dir().filePath(kept.front()));
        QVERIFY(k.open(QIODevice::ReadOnly));
        QCOMPARE(k.readAll(), garbage);
        QTest::keyClick(box, Qt::Key_Return);
        k.remove();
    }
};

SUDOKU_ISOLATED_TEST_MAIN(TestPractice)
#include "tst_practice.moc"
