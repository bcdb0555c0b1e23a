package org.partita.dsl.validation;

import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import org.partita.core.metrics.TimelineRecorder;
import org.partita.dsl.interpreter.ScenarioReader;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Chart;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.PartitaPackage.Literals;
import org.partita.dsl.partita.Timeline;

/**
 * {@code timeline STEP} and charts over {@code time}: the step is a positive duration, a chart over time draws a
 * sampled quantity of {@code timeline.csv} and needs the experiment to sample. Composed into
 * {@link PartitaValidator}.
 */
public class TimelineValidator extends ComposedValidator {

    @Check
    public void checkTimeline(Timeline t) {
        if (t.getStep() == null) {
            return;
        }
        String unit = t.getStep().getUnit();
        if ("%".equals(unit)) {
            error("'timeline' takes a duration: use s, ms, min or h", t, Literals.TIMELINE__STEP,
                    IssueCodes.BAD_UNIT);
        } else if (!TimelineRecorder.validStep(ScenarioReader.base(t.getStep()).doubleValue())) {
            error("the timeline step must be > 0 seconds", t, Literals.TIMELINE__STEP,
                    IssueCodes.VALUE_OUT_OF_RANGE, "timeline");
        }
    }

    @Check
    public void checkChartOverTime(Chart c) {
        if (!TimelineRecorder.TIME.equals(c.getVariable()) || c.getMetric() == null) {
            return;
        }
        String column = c.getMetric().replace('-', '_');
        if (!TimelineRecorder.QUANTITIES.contains(column)) {
            error("a chart over time draws a quantity of timeline.csv: "
                    + String.join(", ", TimelineRecorder.QUANTITIES.stream().map(q -> q.replace('_', '-')).toList())
                    + "; not '" + c.getMetric() + "'", c, Literals.CHART__METRIC, IssueCodes.BAD_TIMELINE);
            return;
        }
        if (c.getClassBy() != null) {
            error("a chart over time has no classes", c, Literals.CHART__CLASS_BY, IssueCodes.BAD_TIMELINE);
            return;
        }
        Experiment e = EcoreUtil2.getContainerOfType(c, Experiment.class);
        if (e != null && Models.effective(e, Timeline.class) == null) {
            error("a chart over time needs the runs' samples: add 'timeline 60 s' (every how many seconds)", c,
                    Literals.CHART__VARIABLE, IssueCodes.BAD_TIMELINE);
        }
    }
}
