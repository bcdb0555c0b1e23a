package org.partita.dsl.ide.references;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.lsp4j.DocumentHighlight;
import org.eclipse.lsp4j.DocumentHighlightKind;
import org.eclipse.xtext.findReferences.IReferenceFinder;
import org.eclipse.xtext.findReferences.TargetURICollector;
import org.eclipse.xtext.findReferences.TargetURIs;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.occurrences.DefaultDocumentHighlightService;
import org.eclipse.xtext.ide.util.CancelIndicatorProgressMonitor;
import org.eclipse.xtext.resource.IReferenceDescription;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.ITextRegion;
import org.partita.dsl.partita.PipelineDef;

import com.google.inject.Inject;
import com.google.inject.Provider;

/**
 * Document highlights (the language server's, and the workbench's Mark Occurrences) that count a pipeline's names
 * in claims ({@link ClaimNames}) among its occurrences: on a pipeline's name or reference they are added; on a
 * claim's word naming a pipeline the pipeline's declaration, references and claim words of the file are marked
 * (Xtext's default would mark the whole {@code expect} statement).
 */
public class PartitaDocumentHighlightService extends DefaultDocumentHighlightService {

    @Inject
    private IReferenceFinder finder;

    @Inject
    private TargetURICollector collector;

    @Inject
    private Provider<TargetURIs> targets;

    @Override
    public List<DocumentHighlight> getDocumentHighlights(XtextResource resource, int offset) {
        if (resource == null || resource.getParseResult() == null) {
            return super.getDocumentHighlights(resource, offset);
        }
        PipelineDef claimed = ClaimNames.pipelineAt(resource, offset);
        if (claimed != null) {
            return sorted(occurrences(resource, claimed));
        }
        List<DocumentHighlight> out = new ArrayList<>(super.getDocumentHighlights(resource, offset));
        if (!out.isEmpty() && offsetHelper.resolveElementAt(resource, offset) instanceof PipelineDef pipeline) {
            out.addAll(claimWords(resource, pipeline));
            return sorted(out);
        }
        return out;
    }

    /** What the default marks for a pipeline (declaration in this file, references), and its claim words. */
    private List<DocumentHighlight> occurrences(XtextResource resource, PipelineDef pipeline) {
        Document document = new Document(0, resource.getParseResult().getRootNode().getText());
        List<DocumentHighlight> out = new ArrayList<>();
        if (pipeline.eResource() == resource) {
            ITextRegion name = locationInFileProvider.getSignificantTextRegion(pipeline);
            if (!isNullOrEmpty(name)) {
                out.add(textRegionTransformer.apply(document, name, DocumentHighlightKind.Write));
            }
        }
        TargetURIs uris = targets.get();
        collector.add(pipeline, uris);
        finder.findReferences(uris, resource, new IReferenceFinder.Acceptor() {
            @Override
            public void accept(EObject source, URI sourceURI, EReference reference, int index, EObject target,
                    URI targetURI) {
                ITextRegion r = locationInFileProvider.getSignificantTextRegion(source, reference, index);
                if (!isNullOrEmpty(r)) {
                    out.add(textRegionTransformer.apply(document, r, DocumentHighlightKind.Read));
                }
            }

            @Override
            public void accept(IReferenceDescription description) {
                accept(resource.getEObject(description.getSourceEObjectUri().fragment()),
                        description.getSourceEObjectUri(), description.getEReference(), description.getIndexInList(),
                        null, description.getTargetEObjectUri());
            }
        }, new CancelIndicatorProgressMonitor(CancelIndicator.NullImpl));
        out.addAll(claimWords(resource, pipeline));
        return out;
    }

    private List<DocumentHighlight> claimWords(XtextResource resource, PipelineDef pipeline) {
        Document document = new Document(0, resource.getParseResult().getRootNode().getText());
        return ClaimNames.regions(resource, pipeline).stream()
                .map(r -> textRegionTransformer.apply(document, r, DocumentHighlightKind.Read)).toList();
    }

    private static List<DocumentHighlight> sorted(List<DocumentHighlight> highlights) {
        List<DocumentHighlight> out = new ArrayList<>(highlights);
        out.sort(Comparator.comparing((DocumentHighlight h) -> h.getRange().getStart().getLine())
                .thenComparing(h -> h.getRange().getStart().getCharacter()));
        return out;
    }
}
