package org.partita.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Scale;
import org.eclipse.swt.widgets.Spinner;
import org.partita.ui.charts.MeshCanvas;
import org.partita.ui.results.JobsTable;
import org.partita.ui.results.MeshOccupancy;

/**
 * The machine's nodes coloured by the job holding them, stepped (slider, ◀ ▶ buttons) or animated (▶▶) through
 * the start and end events of one run's {@code jobs.csv}; shows external fragmentation at a glance.
 */
public class MeshOccupancyView extends ResultView {

    public static final String ID = "org.partita.ui.views.MeshOccupancyView";
    private static final int ANIMATION_MS = 150;

    private Combo runCombo;
    private Spinner widthSpinner;
    private Spinner heightSpinner;
    private Scale slider;
    private MeshCanvas canvas;
    private boolean animating;

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        Composite bar = new Composite(parent, SWT.NONE);
        bar.setLayout(new GridLayout(10, false));
        bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        new Label(bar, SWT.NONE).setText("Run:");
        runCombo = new Combo(bar, SWT.READ_ONLY);
        runCombo.setLayoutData(new GridData(220, SWT.DEFAULT));
        runCombo.addListener(SWT.Selection, e -> rebuild());
        new Label(bar, SWT.NONE).setText("Mesh:");
        widthSpinner = spinner(bar);
        new Label(bar, SWT.NONE).setText("x");
        heightSpinner = spinner(bar);
        Button back = new Button(bar, SWT.PUSH);
        back.setText("◀");
        back.addListener(SWT.Selection, e -> setStep(canvas.step() - 1));
        Button forward = new Button(bar, SWT.PUSH);
        forward.setText("▶");
        forward.addListener(SWT.Selection, e -> setStep(canvas.step() + 1));
        Button play = new Button(bar, SWT.TOGGLE);
        play.setText("▶▶");
        play.addListener(SWT.Selection, e -> {
            animating = play.getSelection();
            animate();
        });
        slider = new Scale(bar, SWT.HORIZONTAL);
        slider.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        slider.addListener(SWT.Selection, e -> setStep(slider.getSelection()));
        canvas = new MeshCanvas(parent);
        canvas.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        contributeActions();
    }

    private Spinner spinner(Composite bar) {
        Spinner s = new Spinner(bar, SWT.BORDER);
        s.setValues(1, 1, 4096, 0, 1, 8);
        s.addListener(SWT.Selection, e -> rebuild());
        return s;
    }

    @Override
    protected void refresh() {
        JobsTable jobs = results() == null ? null : results().jobs();
        if (jobs == null) {
            canvas.show(null, 0);
            return;
        }
        runCombo.setItems(jobs.runs().toArray(String[]::new));
        if (!jobs.runs().isEmpty()) {
            runCombo.select(0);
        }
        // the results' machine.csv says the mesh; only results written without it leave the size to guess and edit
        int[] known = results().mesh();
        int[] dims = known != null ? known : MeshOccupancy.guessDimensions(jobs.ofRun(runCombo.getText()));
        widthSpinner.setSelection(dims[0]);
        heightSpinner.setSelection(dims[1]);
        widthSpinner.setEnabled(known == null);
        heightSpinner.setEnabled(known == null);
        rebuild();
    }

    private void rebuild() {
        if (results() == null || results().jobs() == null) {
            return;
        }
        MeshOccupancy occupancy = new MeshOccupancy(results().jobs().ofRun(runCombo.getText()),
                widthSpinner.getSelection(), heightSpinner.getSelection());
        slider.setMinimum(0);
        slider.setMaximum(Math.max(1, occupancy.steps() - 1));
        canvas.show(occupancy, 0);
        slider.setSelection(0);
    }

    /** Shows step {@code step} (clamped to the trace). */
    public void setStep(int step) {
        MeshOccupancy o = canvas.occupancy();
        if (o == null || o.steps() == 0) {
            return;
        }
        int s = Math.max(0, Math.min(o.steps() - 1, step));
        slider.setSelection(s);
        canvas.show(o, s);
    }

    private void animate() {
        if (!animating || canvas.isDisposed() || canvas.occupancy() == null) {
            return;
        }
        if (canvas.step() + 1 >= canvas.occupancy().steps()) {
            animating = false;
            return;
        }
        setStep(canvas.step() + 1);
        canvas.getDisplay().timerExec(ANIMATION_MS, this::animate);
    }

    public MeshCanvas canvas() {
        return canvas;
    }

    public MeshOccupancy occupancy() {
        return canvas.occupancy();
    }

    public int step() {
        return canvas.step();
    }

    /** Whether the mesh size can be edited: only when the results do not record their machine. */
    public boolean meshSizeEditable() {
        return widthSpinner.isEnabled();
    }

    @Override
    protected Control drawing() {
        return canvas;
    }
}
