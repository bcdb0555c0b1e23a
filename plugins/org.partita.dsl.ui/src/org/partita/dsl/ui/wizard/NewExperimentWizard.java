package org.partita.dsl.ui.wizard;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.dialogs.WizardNewFileCreationPage;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.wizards.newresource.BasicNewResourceWizard;

/** File → New → Partita Experiment: a working experiment file from the quickstart template. */
public class NewExperimentWizard extends BasicNewResourceWizard {

    /** Template resource inside this bundle; {@code ${name}} is replaced by the experiment name. */
    public static final String TEMPLATE = "/templates/quickstart.partita";

    private WizardNewFileCreationPage page;

    @Override
    public void init(IWorkbench workbench, IStructuredSelection currentSelection) {
        super.init(workbench, currentSelection);
        setWindowTitle("New Partita Experiment");
        setNeedsProgressMonitor(true);
    }

    @Override
    public void addPages() {
        page = new WizardNewFileCreationPage("experiment", getSelection()) {
            @Override
            protected InputStream getInitialContents() {
                return new ByteArrayInputStream(
                        contents(experimentName(getFileName())).getBytes(StandardCharsets.UTF_8));
            }
        };
        page.setTitle("Partita Experiment");
        page.setDescription("Create an experiment file from the quickstart template.");
        page.setFileName("experiment.partita");
        page.setFileExtension("partita");
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        IFile file = page.createNewFile();
        if (file == null) {
            return false;
        }
        selectAndReveal(file);
        try {
            IDE.openEditor(getWorkbench().getActiveWorkbenchWindow().getActivePage(), file);
        } catch (PartInitException e) {
            page.setErrorMessage(e.getMessage());
        }
        return true;
    }

    /** The template with {@code name} filled in. */
    public static String contents(String name) {
        try (InputStream in = NewExperimentWizard.class.getResourceAsStream(TEMPLATE)) {
            if (in == null) {
                throw new IllegalStateException("missing template " + TEMPLATE);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("${name}", name);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A valid experiment identifier from a file name: {@code my-run 2.partita} → {@code my_run_2}. */
    public static String experimentName(String fileName) {
        String base = fileName == null ? "" : fileName.replaceFirst("\\.partita$", "");
        StringBuilder sb = new StringBuilder();
        for (char c : base.toCharArray()) {
            sb.append(Character.isLetterOrDigit(c) || c == '_' ? c : '_');
        }
        if (sb.isEmpty() || !Character.isLetter(sb.charAt(0)) && sb.charAt(0) != '_') {
            sb.insert(0, "Experiment");
        }
        return sb.toString();
    }
}
