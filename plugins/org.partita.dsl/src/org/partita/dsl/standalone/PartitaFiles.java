package org.partita.dsl.standalone;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import com.google.inject.Injector;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.LineAndColumn;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.partita.core.scenario.Scenario;
import org.partita.dsl.PartitaStandaloneSetup;
import org.partita.dsl.generator.PartitaGenerator;
import org.partita.dsl.interpreter.RunSupport;
import org.partita.dsl.interpreter.ScenarioReader;
import org.partita.dsl.partita.Element;
import org.partita.dsl.partita.Experiment;
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

    /** Names of the experiments of the file, in file order. */
    public List<String> experimentNames() {
        return experiments(null).stream().map(Experiment::getName).toList();
    }

    private List<Experiment> experiments(String only) {
        List<Experiment> out = new ArrayList<>();
        Model m = model();
        if (m != null) {
            for (Element e : m.getElements()) {
                if (e instanceof Experiment x && (only == null || only.equals(x.getName()))) {
                    out.add(x);
                }
            }
        }
        return out;
    }

    /**
     * What the interpreter cannot run yet in the experiments (all, or only {@code only}), as error diagnostics
     * ({@link RunSupport}); empty when they can all run.
     */
    public List<Diagnostic> runProblems(String only) {
        List<Diagnostic> out = new ArrayList<>();
        for (Experiment e : experiments(only)) {
            for (RunSupport.Problem p : RunSupport.problems(e)) {
                out.add(at(p.object(), "error", p.message() + " (experiment '" + e.getName() + "')",
                        RunSupport.ISSUE_CODE));
            }
        }
        return out;
    }

    /**
     * Everything that decides whether the experiments (all, or only {@code only}) may run, sorted by file, syntax
     * errors first (what follows a syntax error is often its consequence), then line and column: the validator's diagnostics and, when the validator found no error, what the interpreter cannot run
     * yet ({@link #runProblems}) in place of the validator's warnings at the same places. The command line and the
     * workbench both run nothing when one of these is an error.
     */
    public List<Diagnostic> runDiagnostics(String only) {
        List<Diagnostic> diagnostics = new ArrayList<>(validate());
        if (diagnostics.stream().noneMatch(Diagnostic::isError)) {
            for (Diagnostic d : runProblems(only)) {
                diagnostics.removeIf(x -> x.file().equals(d.file()) && x.line() == d.line()
                        && x.column() == d.column() && RunSupport.ISSUE_CODE.equals(x.code()));
                diagnostics.add(d);
            }
        }
        diagnostics.sort(Diagnostic.ROOT_CAUSE_FIRST);
        return diagnostics;
    }

    /** The scenarios of the experiments (all, or only {@code only}); call after validation found no error. */
    public List<Scenario> scenarios(String only) {
        return experiments(only).stream().map(ScenarioReader::read).toList();
    }

    /** {@link #scenarios(String)} read for a run with {@code strategies} (queue disciplines checked against it). */
    public List<Scenario> scenarios(String only, org.partita.core.strategy.StrategyRegistry strategies) {
        return experiments(only).stream().map(e -> ScenarioReader.read(e, strategies)).toList();
    }

    /** A generated class: its path under the source folder and its text. */
    public record GeneratedSource(String path, String text) {
    }

    /** The Java classes of the experiments (all, or only {@code only}) in package {@code pkg}. */
    public List<GeneratedSource> generate(String only, String pkg) {
        List<GeneratedSource> out = new ArrayList<>();
        for (Experiment e : experiments(only)) {
            out.add(new GeneratedSource(PartitaGenerator.path(pkg, PartitaGenerator.className(e.getName())),
                    PartitaGenerator.generate(e, pkg, file.getFileName().toString())));
        }
        return out;
    }

    /**
     * A diagnostic at {@code o} (its first line and column in its own file, which may be another file of the
     * folder than the one loaded).
     */
    public Diagnostic at(EObject o, String severity, String message, String code) {
        String where = file.toString();
        int line = 1;
        int column = 1;
        if (o != null && o.eResource() != null && o.eResource() != resource && o.eResource().getURI().isFile()) {
            Path other = Path.of(o.eResource().getURI().toFileString());
            Path dir = file.toAbsolutePath().normalize().getParent();
            where = file.getParent() == null ? other.getFileName().toString()
                    : file.getParent().resolve(dir == null ? other : dir.relativize(other)).toString();
        }
        INode node = o == null ? null : NodeModelUtils.getNode(o);
        if (node != null) {
            LineAndColumn lc = NodeModelUtils.getLineAndColumn(node.getRootNode(), node.getOffset());
            line = lc.getLine();
            column = lc.getColumn();
        }
        return new Diagnostic(where, line, column, severity, message, code);
    }

    /**
     * Syntax errors, unresolved references and validation issues of the file: syntax errors first, then in file
     * order ({@link Diagnostic#ROOT_CAUSE_FIRST}).
     */
    public List<Diagnostic> validate() {
        IResourceValidator validator = ((XtextResource) resource).getResourceServiceProvider().getResourceValidator();
        List<Issue> issues = validator.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl);
        List<Diagnostic> out = new ArrayList<>();
        for (Issue i : issues) {
            String severity = i.getSeverity() == Severity.ERROR ? "error"
                    : i.getSeverity() == Severity.WARNING ? "warning" : "info";
            out.add(new Diagnostic(file.toString(), i.getLineNumber() == null ? 1 : i.getLineNumber(),
                    i.getColumn() == null ? 1 : i.getColumn(), severity, i.getMessage(),
                    i.isSyntaxError() ? null : i.getCode()));
        }
        out.sort(Diagnostic.ROOT_CAUSE_FIRST);
        return out;
    }
}
