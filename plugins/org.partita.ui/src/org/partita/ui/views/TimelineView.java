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
import org.partita.ui.charts.TimelineChartFactory;
import org.partita.ui.results.JobRecord;
import org.partita.ui.results.JobsTable;
import org.partita.ui.results.Timeline;
import org.partita.ui.results.TimelineTable;

/**
 * Busy nodes and queue length over simulated time for one run: from {@code timeline.csv} when the results have it
 * (with the largest job that could start and the external fragmentation), else derived from {@code jobs.csv}.
 */
public class TimelineView extends ResultView {

    public static final String ID = "org.partita.ui.views.TimelineView";

    private Composite area;
    private Combo runCombo;
    private Chart chart;

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
            chart = TimelineChartFactory.create(area, run.isEmpty() ? "Busy nodes, queue and fragmentation" : run,
                    s.busy(), s.queued(), s.largestFree(), s.fragmentation());
            area.layout();
            return;
        }
        draw(run.isEmpty() ? "Busy nodes and queue" : run, results().jobs().ofRun(run));
    }

    private void draw(String title, List<JobRecord> jobs) {
        if (chart != null) {
            chart.dispose();
        }
        chart = TimelineChartFactory.create(area, title, Timeline.busyNodes(jobs), Timeline.queueLength(jobs));
        area.layout();
    }

    public Chart chart() {
        return chart;
    }

    @Override
    protected Control drawing() {
        return chart;
    }
}
