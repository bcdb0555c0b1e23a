package org.partita.ui.views;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swtchart.Chart;
import org.partita.ui.charts.Format;
import org.partita.ui.charts.TimelineChartFactory;
import org.partita.ui.charts.TimelineExport;
import org.partita.ui.results.JobRecord;
import org.partita.ui.results.JobsTable;
import org.partita.ui.results.Timeline;
import org.partita.ui.results.Timeline.Steps;
import org.partita.ui.results.TimelineTable;

/**
 * Busy nodes and queue length over simulated time for one run: from {@code timeline.csv} when the results have it
 * (with the largest job that could start and the external fragmentation), else derived from {@code jobs.csv}.
 * A run that changes more often than {@value #SAMPLES} times is drawn as the time-weighted means of
 * {@value #SAMPLES} equal intervals ({@link Timeline#averaged}), step lines, the interval named in the title.
 */
public class TimelineView extends ResultView {

    public static final String ID = "org.partita.ui.views.TimelineView";
    /**
     * Intervals a run is averaged over: about one per three pixels of a chart half a wide screen wide, few enough
     * that a step line stays a line.
     */
    public static final int SAMPLES = 200;

    private Composite area;
    private Combo runCombo;
    private Chart chart;
    private String shownTitle = "";
    private final java.util.Map<String, Steps> shown = new java.util.LinkedHashMap<>();

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        Composite bar = new Composite(parent, SWT.NONE);
        bar.setLayout(new GridLayout(2, false));
        new Label(bar, SWT.NONE).setText("Run:");
        runCombo = new Combo(bar, SWT.READ_ONLY);
        runCombo.setLayoutData(new GridData(320, SWT.DEFAULT));
        runCombo.addListener(SWT.Selection, e -> showRun(runCombo.getText()));
        area = new Composite(parent, SWT.NONE);
        area.setLayout(new FillLayout());
        area.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        draw("No jobs.csv", List.of());
        contributeActions();
    }

    @Override
    protected void refresh() {
        TimelineTable sampled = results() == null ? null : results().timeline();
        if (sampled != null) {
            runCombo.setItems(sampled.runs().toArray(String[]::new));
            if (!sampled.runs().isEmpty()) {
                showRun(sampled.runs().get(0));
            }
            return;
        }
        JobsTable jobs = results() == null ? null : results().jobs();
        if (jobs == null) {
            runCombo.setItems();
            draw("No jobs.csv", List.of());
            return;
        }
        runCombo.setItems(jobs.runs().toArray(String[]::new));
        if (!jobs.runs().isEmpty()) {
            showRun(jobs.runs().get(0));
        }
    }

    /** Shows {@code run}: from {@code timeline.csv} when the results have it, else from {@code jobs.csv}. */
    public void showRun(String run) {
        runCombo.setText(run);
        TimelineTable sampled = results().timeline();
        if (sampled != null && sampled.of(run) != null) {
            TimelineTable.Samples s = sampled.of(run);
            if (chart != null) {
                chart.dispose();
            }
            double[] span = span(s.busy(), s.queued());
            String title = (run.isEmpty() ? "Busy nodes, queue and fragmentation" : run) + note(s.busy(), span);
            remember(title, averaged(s.busy(), span), averaged(s.queued(), span));
            shown.put(TimelineChartFactory.LARGEST_FREE, averaged(s.largestFree(), span));
            chart = TimelineChartFactory.create(area, title, shown.get(TimelineChartFactory.BUSY),
                    shown.get(TimelineChartFactory.QUEUE), shown.get(TimelineChartFactory.LARGEST_FREE),
                    averaged(s.fragmentation(), span));
            area.layout();
            return;
        }
        draw(run.isEmpty() ? "Busy nodes and queue" : run, results().jobs().ofRun(run));
    }

    private void draw(String title, List<JobRecord> jobs) {
        if (chart != null) {
            chart.dispose();
        }
        Steps busy = Timeline.busyNodes(jobs);
        Steps queue = Timeline.queueLength(jobs);
        double[] span = span(busy, queue);
        remember(title + note(busy, span), averaged(busy, span), averaged(queue, span));
        chart = TimelineChartFactory.create(area, shownTitle, shown.get(TimelineChartFactory.BUSY),
                shown.get(TimelineChartFactory.QUEUE));
        area.layout();
    }

    private void remember(String title, Steps busy, Steps queue) {
        shownTitle = title;
        shown.clear();
        shown.put(TimelineChartFactory.BUSY, busy);
        shown.put(TimelineChartFactory.QUEUE, queue);
    }

    @Override
    protected boolean hasSvg() {
        return true;
    }

    /**
     * The curves shown (busy nodes, queue length, the largest free job from timeline.csv) as SVG, on one axis;
     * the fragmentation, a share between 0 and 1, is left out of it.
     */
    @Override
    public String svg() {
        return shown.isEmpty() ? null : TimelineExport.svg(shownTitle, "nodes, jobs queued", shown);
    }

    /** The time the series cover: from the first change to the last. */
    private static double[] span(Steps a, Steps b) {
        double from = Math.min(first(a), first(b));
        double to = Math.max(last(a), last(b));
        return new double[] {from, to};
    }

    private static double first(Steps s) {
        return s.time().length == 0 ? Double.POSITIVE_INFINITY : s.time()[0];
    }

    private static double last(Steps s) {
        return s.time().length == 0 ? Double.NEGATIVE_INFINITY : s.time()[s.time().length - 1];
    }

    private static Steps averaged(Steps s, double[] span) {
        return Timeline.averaged(s, span[0], span[1], SAMPLES);
    }

    /** Says that the curves are means, and over how long, when they are. */
    private static String note(Steps s, double[] span) {
        return s.time().length <= SAMPLES ? ""
                : " (means over " + Format.number((span[1] - span[0]) / SAMPLES) + " s)";
    }

    public Chart chart() {
        return chart;
    }

    @Override
    protected Control drawing() {
        return chart;
    }
}
