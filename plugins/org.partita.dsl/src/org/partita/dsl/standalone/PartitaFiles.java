package org.partita.dsl.standalone;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import com.google.inject.Injector;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.partita.dsl.PartitaStandaloneSetup;
import org.partita.dsl.partita.Model;

/**
 * The language without OSGi or an IDE: loads an experiment file together with the other {@code *.partita} files of
 * its folder (so that cross-file references resolve) and validates it. Used by the command line.
 */
public final class PartitaFiles {

    private static Injector injector;

    private final XtextResourceSet resourceSet;
    private final Resource resource;
    private final Path file;

    private PartitaFiles(XtextResourceSet resourceSet, Resource resource, Path file) {
        this.resourceSet = resourceSet;
        this.resource = resource;
        this.file = file;
    }

    /** The injector of the language, created once. */
    public static synchronized Injector injector() {
        if (injector == null) {
            injector = new PartitaStandaloneSetup().createInjectorAndDoEMFRegistration();
        }
        return injector;
    }

    /**
     * Loads {@code file} and the other experiment files of its folder.
     *
     * @throws IOException when {@code file} cannot be read
     */
    public static PartitaFiles load(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + ": no such file");
        }
        XtextResourceSet rs = injector().getInstance(XtextResourceSet.class);
        Path abs = file.toAbsolutePath().normalize();
        Resource main = rs.getResource(URI.createFileURI(abs.toString()), true);
        Path dir = abs.getParent();
        if (dir != null) {
            try (Stream<Path> siblings = Files.list(dir)) {
                for (Path p : siblings.filter(p -> p.toString().endsWith(".partita") && !p.equals(abs))
                        .sorted().toList()) {
                    rs.getResource(URI.createFileURI(p.toString()), true);
                }
            }
        }
        EcoreUtil.resolveAll(rs);
        return new PartitaFiles(rs, main, file);
    }

    /** The model of the file (never {@code null}; empty on a file with only syntax errors). */
    public Model model() {
        return resource.getContents().isEmpty() ? null : (Model) resource.getContents().get(0);
    }

    public XtextResourceSet resourceSet() {
        return resourceSet;
    }

    /** Syntax errors, unresolved references and validation issues of the file, in file order. */
    public List<Diagnostic> validate() {
        IResourceValidator validator = ((XtextResource) resource).getResourceServiceProvider().getResourceValidator();
        List<Issue> issues = validator.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl);
        List<Diagnostic> out = new ArrayList<>();
        for (Issue i : issues) {
            String severity = i.getSeverity() == Severity.ERROR ? "error"
                    : i.getSeverity() == Severity.WARNING ? "warning" : "info";
            out.add(new Diagnostic(file.toString(), i.getLineNumber() == null ? 1 : i.getLineNumber(),
                    i.getColumn() == null ? 1 : i.getColumn(), severity, i.getMessage(), i.getCode()));
        }
        out.sort(Comparator.comparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
        return out;
    }
}
