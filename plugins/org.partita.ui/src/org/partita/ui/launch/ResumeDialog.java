package org.partita.ui.launch;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;

/** "Resume, remove or keep?" after a cancelled launch; not modal-blocking, so the job ends meanwhile. */
public final class ResumeDialog extends MessageDialog {

    public static final String TITLE = "Partita run cancelled";
    public static final String RESUME = "Resume";
    public static final String REMOVE = "Remove";
    public static final String LATER = "Keep for later";

    private final CancelledRuns runs;

    private ResumeDialog(Shell parent, CancelledRuns runs) {
        super(parent, TITLE, null, runs.describe(), QUESTION, 0, RESUME, REMOVE, LATER);
        this.runs = runs;
        setBlockOnOpen(false);
    }

    static void open(CancelledRuns runs) {
        var window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        Shell parent = window != null ? window.getShell() : null;
        new ResumeDialog(parent, runs).open();
    }

    @Override
    protected void buttonPressed(int buttonId) {
        super.buttonPressed(buttonId);
        switch (buttonId) {
            case 0 -> runs.resume();
            case 1 -> runs.remove();
            default -> {
                // kept: a later Run of the same file starts a new folder; partita run --resume finishes this one
            }
        }
    }
}
