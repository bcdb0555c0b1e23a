package org.partita.ui.tests;

import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.function.BooleanSupplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;

/** Workspace fixtures and event-loop helpers for tests running on the workbench's UI thread. */
final class Workspace {

    private Workspace() {
    }

    /** A fresh project {@code name} (deleted first if it exists). */
    static IProject project(String name) throws CoreException {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (project.exists()) {
            project.delete(true, true, null);
        }
        project.create(null);
        project.open(null);
        return project;
    }

    /** Copies the bundle resource {@code /<folder>/<name>} into {@code project}. */
    static IFile resource(IProject project, String folder, String name) throws CoreException, IOException {
        IFile file = project.getFile(name);
        try (InputStream in = Workspace.class.getResourceAsStream("/" + folder + "/" + name)) {
            if (in == null) {
                throw new IOException("missing test resource /" + folder + "/" + name);
            }
            file.create(in, IResource.FORCE, null);
        }
        return file;
    }

    /** Copies the repository's {@code examples/*.partita} (system property {@code examples.dir}) into {@code project}. */
    static void repositoryExamples(IProject project) throws CoreException, IOException {
        String dir = System.getProperty("examples.dir");
        if (dir == null) {
            throw new IOException("system property examples.dir is not set");
        }
        try (var files = java.nio.file.Files.list(java.nio.file.Path.of(dir))) {
            for (java.nio.file.Path p : files.filter(f -> f.toString().endsWith(".partita")).sorted().toList()) {
                try (InputStream in = java.nio.file.Files.newInputStream(p)) {
                    project.getFile(p.getFileName().toString()).create(in, IResource.FORCE, null);
                }
            }
        }
    }

    static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    /** Activates and maximizes {@code part} and lets it paint. */
    static void maximize(org.eclipse.ui.IViewPart part) {
        IWorkbenchPage page = page();
        page.activate(part);
        page.setPartState(page.getReference(part), IWorkbenchPage.STATE_MAXIMIZED);
        spin(600);
    }

    static void restore(org.eclipse.ui.IViewPart part) {
        page().setPartState(page().getReference(part), IWorkbenchPage.STATE_RESTORED);
        spin(200);
    }

    /** Runs the event loop until {@code condition} holds; fails the test with {@code what} after {@code timeout}. */
    static void waitUntil(String what, Duration timeout, BooleanSupplier condition) {
        Display display = Display.getCurrent();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what);
            }
            if (!display.readAndDispatch()) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError(e);
                }
            }
        }
    }

    /** Processes pending UI events for about {@code millis}. */
    static void spin(long millis) {
        Display display = Display.getCurrent();
        long end = System.nanoTime() + millis * 1_000_000L;
        while (System.nanoTime() < end) {
            if (!display.readAndDispatch()) {
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }
}
