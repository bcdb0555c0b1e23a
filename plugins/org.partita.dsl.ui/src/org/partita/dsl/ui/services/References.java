package org.partita.dsl.ui.services;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.findReferences.IReferenceFinder;
import org.eclipse.xtext.findReferences.TargetURICollector;
import org.eclipse.xtext.findReferences.TargetURIs;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.ILocationInFileProvider;
import org.eclipse.xtext.resource.IReferenceDescription;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.ITextRegion;
import org.eclipse.xtext.util.TextRegion;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.occurrences.IDocumentHighlightService;
import org.eclipse.lsp4j.DocumentHighlight;
import org.eclipse.lsp4j.DocumentHighlightParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.xtext.util.SimpleAttributeResolver;
import org.partita.dsl.ide.references.ClaimNames;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.ui.services.PartitaServices.Snapshot;

import com.google.inject.Injector;

/**
 * The declaration and the references of the named element under a caret, in the file and in the other experiment
 * files of its folder, found by the language's {@link IReferenceFinder} (the finder behind the language server's
 * references and document highlights), and a pipeline's names in claims ({@link ClaimNames}), which are words, not
 * cross-references.
 */
public final class References {

    /** Where a name occurs: the file, the region of the name, and whether it is the declaration. */
    public record Occurrence(URI uri, ITextRegion region, boolean declaration) {
    }

    private References() {
    }

    /**
     * The occurrences in the snapshot's own file of the element under {@code offset}, by meaning: the language's
     * {@link IDocumentHighlightService} (the language server's document highlights), in document order; nothing
     * unless the caret is on a name or a reference.
     */
    public static List<ITextRegion> highlights(Snapshot snapshot, int offset) {
        if (targetAt(snapshot, offset) == null) {
            return List.of(); // a keyword or a value: the service would mark the whole statement
        }
        Document document = new Document(1, snapshot.text());
        DocumentHighlightParams params = new DocumentHighlightParams(
                new TextDocumentIdentifier(snapshot.resource().getURI().toString()), document.getPosition(offset));
        List<ITextRegion> out = new ArrayList<>();
        for (DocumentHighlight h : PartitaLanguage.injector().getInstance(IDocumentHighlightService.class)
                .getDocumentHighlights(document, snapshot.resource(), params, CancelIndicator.NullImpl)) {
            int start = document.getOffSet(h.getRange().getStart());
            out.add(new TextRegion(start, document.getOffSet(h.getRange().getEnd()) - start));
        }
        out.sort(Comparator.comparingInt(ITextRegion::getOffset));
        return out;
    }

    /**
     * The named element whose name or reference is at {@code offset}: a cross-reference resolves to its target, a
     * declaration's name to the element; {@code null} elsewhere (keywords, values, policy names).
     */
    public static EObject elementAt(Snapshot snapshot, int offset) {
        Injector injector = PartitaLanguage.injector();
        EObjectAtOffsetHelper helper = injector.getInstance(EObjectAtOffsetHelper.class);
        XtextResource resource = snapshot.resource();
        EObject target = helper.resolveCrossReferencedElementAt(resource, offset);
        if (target == null) {
            EObject element = helper.resolveElementAt(resource, offset);
            if (element == null || SimpleAttributeResolver.NAME_RESOLVER.apply(element) == null) {
                return null;
            }
            ITextRegion name = injector.getInstance(ILocationInFileProvider.class).getSignificantTextRegion(element);
            return name != null && name.getOffset() <= offset && offset <= name.getOffset() + name.getLength()
                    ? element : null;
        }
        return target.eIsProxy() || target.eResource() == null ? null : target;
    }

    /** {@link #elementAt}, or the pipeline a claim's word at {@code offset} names ({@link ClaimNames}). */
    public static EObject targetAt(Snapshot snapshot, int offset) {
        EObject element = elementAt(snapshot, offset);
        return element != null ? element : ClaimNames.pipelineAt(snapshot.resource(), offset);
    }

    /**
     * The declaration of the element at {@code offset} and every reference to it in the snapshot's files, a
     * pipeline's claim words included, sorted by file then offset; empty when there is no named element at
     * {@code offset}.
     */
    public static List<Occurrence> at(Snapshot snapshot, int offset) {
        EObject target = targetAt(snapshot, offset);
        if (target == null) {
            return List.of();
        }
        Injector injector = PartitaLanguage.injector();
        ILocationInFileProvider locations = injector.getInstance(ILocationInFileProvider.class);
        List<Occurrence> out = new ArrayList<>();
        out.add(new Occurrence(target.eResource().getURI(), locations.getSignificantTextRegion(target), true));
        TargetURIs targets = injector.getInstance(TargetURIs.class);
        injector.getInstance(TargetURICollector.class).add(target, targets);
        IReferenceFinder finder = injector.getInstance(IReferenceFinder.class);
        for (Resource r : List.copyOf(snapshot.resource().getResourceSet().getResources())) {
            finder.findReferences(targets, r, new IReferenceFinder.Acceptor() {
                @Override
                public void accept(EObject source, URI sourceURI, EReference reference, int index, EObject to,
                        URI targetURI) {
                    out.add(new Occurrence(r.getURI(), locations.getSignificantTextRegion(source, reference, index),
                            false));
                }

                @Override
                public void accept(IReferenceDescription description) {
                    EObject source = r.getEObject(description.getSourceEObjectUri().fragment());
                    accept(source, description.getSourceEObjectUri(), description.getEReference(),
                            description.getIndexInList(), null, description.getTargetEObjectUri());
                }
            }, new NullProgressMonitor());
            if (target instanceof PipelineDef pipeline) {
                ClaimNames.regions(r, pipeline).forEach(claim -> out.add(new Occurrence(r.getURI(), claim, false)));
            }
        }
        URI self = snapshot.resource().getURI();
        out.sort(Comparator.comparing((Occurrence o) -> !o.uri().equals(self)).thenComparing(o -> o.uri().toString())
                .thenComparingInt(o -> o.region().getOffset()));
        return out;
    }
}
