package org.partita.ui.launch;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.ui.AbstractLaunchConfigurationTab;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

/**
 * Experiment file (workspace path), whether to write {@code jobs.csv}, to check every schedule's invariants and to
 * open the views afterwards, and the worker threads.
 */
public class ExperimentMainTab extends AbstractLaunchConfigurationTab {

    private Text file;
    private Button jobsCsv;
    private Button openViews;
    private Button check;
    private Spinner threads;
    private Text timeline;

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(2, false));
        new Label(c, SWT.NONE).setText("Experiment file (workspace path):");
        file = new Text(c, SWT.BORDER);
        file.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        file.addModifyListener(e -> updateLaunchConfigurationDialog());
        jobsCsv = new Button(c, SWT.CHECK);
        jobsCsv.setText("Write jobs.csv (as partita run --jobs-csv; needed by the mesh and Gantt views; large: one row per job of every run)");
        jobsCsv.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        jobsCsv.addListener(SWT.Selection, e -> updateLaunchConfigurationDialog());
        check = new Button(c, SWT.CHECK);
        check.setText("Check every schedule's invariants (as partita run --check; slower)");
        check.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        check.addListener(SWT.Selection, e -> updateLaunchConfigurationDialog());
        new Label(c, SWT.NONE).setText("Worker threads (0 = one per processor; results do not depend on it):");
        threads = new Spinner(c, SWT.BORDER);
        threads.setValues(0, 0, 1024, 0, 1, 4);
        threads.addModifyListener(e -> updateLaunchConfigurationDialog());
        new Label(c, SWT.NONE).setText("Sample timeline.csv every (s; empty = no timeline):");
        timeline = new Text(c, SWT.BORDER);
        timeline.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        timeline.addModifyListener(e -> updateLaunchConfigurationDialog());
        openViews = new Button(c, SWT.CHECK);
        openViews.setText("Open the result views when the run ends");
        openViews.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        openViews.addListener(SWT.Selection, e -> updateLaunchConfigurationDialog());
        setControl(c);
    }

    @Override
    public void setDefaults(ILaunchConfigurationWorkingCopy config) {
        config.setAttribute(ExperimentLaunch.JOBS_CSV, ExperimentLaunch.JOBS_CSV_DEFAULT);
        config.setAttribute(ExperimentLaunch.OPEN_VIEWS, true);
        config.setAttribute(ExperimentLaunch.CHECK, false);
        config.setAttribute(ExperimentLaunch.THREADS, 0);
        config.setAttribute(ExperimentLaunch.TIMELINE, "");
    }

    @Override
    public void initializeFrom(ILaunchConfiguration config) {
        try {
            file.setText(config.getAttribute(ExperimentLaunch.FILE, ""));
            jobsCsv.setSelection(config.getAttribute(ExperimentLaunch.JOBS_CSV, ExperimentLaunch.JOBS_CSV_DEFAULT));
            openViews.setSelection(config.getAttribute(ExperimentLaunch.OPEN_VIEWS, true));
            check.setSelection(config.getAttribute(ExperimentLaunch.CHECK, false));
            threads.setSelection(config.getAttribute(ExperimentLaunch.THREADS, 0));
            timeline.setText(config.getAttribute(ExperimentLaunch.TIMELINE, ""));
        } catch (CoreException e) {
            setErrorMessage(e.getMessage());
        }
    }

    @Override
    public void performApply(ILaunchConfigurationWorkingCopy config) {
        config.setAttribute(ExperimentLaunch.FILE, file.getText().strip());
        config.setAttribute(ExperimentLaunch.JOBS_CSV, jobsCsv.getSelection());
        config.setAttribute(ExperimentLaunch.OPEN_VIEWS, openViews.getSelection());
        config.setAttribute(ExperimentLaunch.CHECK, check.getSelection());
        config.setAttribute(ExperimentLaunch.THREADS, threads.getSelection());
        config.setAttribute(ExperimentLaunch.TIMELINE, timeline.getText().strip());
    }

    @Override
    public boolean isValid(ILaunchConfiguration config) {
        setErrorMessage(null);
        if (file.getText().strip().isEmpty()) {
            setErrorMessage("Set the experiment file");
            return false;
        }
        if (ExperimentLaunch.timelineStep(timeline.getText()) == null) {
            setErrorMessage("The timeline step must be a number of seconds > 0 (or empty for no timeline)");
            return false;
        }
        return true;
    }

    @Override
    public String getName() {
        return "Experiment";
    }
}
