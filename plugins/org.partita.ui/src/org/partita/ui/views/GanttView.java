package org.partita.ui.views;

import org.eclipse.jface.action.Action;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.partita.ui.charts.GanttCanvas;
import org.partita.ui.results.JobsTable;

/** Gantt chart of the jobs of one run: a time axis that zooms and scrolls, rows that scroll ({@link GanttCanvas}). */
public class GanttView extends ResultView {

    public static final String ID = "org.partita.ui.views.GanttView";

    private Combo runCombo;
    private GanttCanvas canvas;

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        Composite bar = new Composite(parent, SWT.NONE);
        bar.setLayout(new GridLayout(2, false));
        new Label(bar, SWT.NONE).setText("Run:");
        runCombo = new Combo(bar, SWT.READ_ONLY);
        runCombo.setLayoutData(new GridData(320, SWT.DEFAULT));
        runCombo.addListener(SWT.Selection, e -> canvas.show(results().jobs().ofRun(runCombo.getText())));
        canvas = new GanttCanvas(parent);
        canvas.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        contributeActions();
        var toolbar = getViewSite().getActionBars().getToolBarManager();
        toolbar.add(action("Zoom in", () -> canvas.zoom(2)));
        toolbar.add(action("Zoom out", () -> canvas.zoom(0.5)));
        toolbar.add(action("Show all", canvas::fit));
        getViewSite().getActionBars().updateActionBars();
    }

    private static Action action(String text, Runnable run) {
        return new Action(text) {
            @Override
            public void run() {
                run.run();
            }
        };
    }

    @Override
    protected void refresh() {
        JobsTable jobs = results() == null ? null : results().jobs();
        if (jobs == null) {
            canvas.show(java.util.List.of());
            return;
        }
        runCombo.setItems(jobs.runs().toArray(String[]::new));
        if (!jobs.runs().isEmpty()) {
            runCombo.select(0);
            canvas.show(jobs.ofRun(runCombo.getText()));
        }
    }

    /** Shows the jobs of {@code run} (one of the run combo's entries). */
    public void showRun(String run) {
        runCombo.setText(run);
        canvas.show(results().jobs().ofRun(run));
    }

    public GanttCanvas canvas() {
        return canvas;
    }

    @Override
    protected Control drawing() {
        return canvas;
    }
}
