package org.partita.dsl.validation;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.CheckType;
import org.partita.dsl.interpreter.OfferedLoad;
import org.partita.dsl.interpreter.RunCost;
import org.partita.dsl.interpreter.RunSupport;
import org.partita.dsl.interpreter.ScenarioReader;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Grid;
import org.partita.dsl.partita.PartitaPackage;
import org.partita.dsl.partita.Setting;
import org.partita.dsl.partita.Stage;

/**
 * Warns about constructs the language accepts but the interpreter cannot run yet ({@link RunSupport}); issue code
 * {@link RunSupport#ISSUE_CODE}. {@code partita run} and {@code partita generate} refuse such experiments.
 * Composed into {@link PartitaValidator}.
 */
public class RunSupportValidator extends ComposedValidator {

    @Check
    public void checkStage(Stage s) {
        report(s);
    }

    @Check
    public void checkSetting(Setting s) {
        report(s);
    }

    @Check
    public void checkLink(org.partita.dsl.partita.Link l) {
        report(l);
    }

    /** A grid runs only through grid-aware pipelines: reported on the experiment that combines them. */
    @Check
    public void checkGridPipelines(Experiment e) {
        for (RunSupport.Problem p : RunSupport.problems(e, catalog.runModels())) {
            if (p.object() instanceof Grid) {
                warning(p.message(), e, PartitaPackage.Literals.ELEMENT__NAME, RunSupport.ISSUE_CODE);
            }
        }
    }

    /**
     * An experiment the interpreter can run whose offered load reaches 1 at a sweep point: warned on its name
     * ({@link OfferedLoad}), as {@code partita run} warns before running it.
     */
    @Check(CheckType.NORMAL)
    public void checkOfferedLoad(Experiment e) {
        if (!RunSupport.problems(e, catalog.runModels()).isEmpty() || e.getName() == null) {
            return;
        }
        List<OfferedLoad.Overload> over;
        try {
            over = OfferedLoad.overloaded(ScenarioReader.read(e, catalog));
        } catch (RuntimeException invalid) {
            return; // the validator reports what makes the experiment invalid
        }
        if (!over.isEmpty()) {
            warning("experiment '" + e.getName() + "' is overloaded at " + String.join("; ",
                    over.stream().map(OfferedLoad.Overload::describe).toList()) + ": the queue grows without bound,"
                    + " so the means there are not steady-state results", e, PartitaPackage.Literals.ELEMENT__NAME,
                    IssueCodes.OVERLOADED);
        }
    }

    /**
     * An experiment whose memory or time is clearly beyond this machine ({@link RunCost}, with the threads and heap
     * of this Java, as {@code partita run} uses them by default): warned on its name, as {@code run} warns before
     * starting.
     */
    @Check(CheckType.NORMAL)
    public void checkRunCost(Experiment e) {
        if (!RunSupport.problems(e, catalog.runModels()).isEmpty() || e.getName() == null) {
            return;
        }
        List<String> beyond;
        try {
            beyond = RunCost.beyond(ScenarioReader.read(e, catalog), Runtime.getRuntime().availableProcessors(),
                    Runtime.getRuntime().maxMemory());
        } catch (RuntimeException invalid) {
            return; // the validator reports what makes the experiment invalid
        }
        for (String b : beyond) {
            warning(b, e, PartitaPackage.Literals.ELEMENT__NAME, IssueCodes.BEYOND_THE_MACHINE);
        }
    }

    private void report(EObject o) {
        for (RunSupport.Problem p : RunSupport.check(o)) {
            warning(p.message(), p.object(), p.feature(), RunSupport.ISSUE_CODE);
        }
    }
}
