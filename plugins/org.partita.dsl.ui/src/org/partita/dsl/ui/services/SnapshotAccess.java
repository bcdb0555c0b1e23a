package org.partita.dsl.ui.services;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.RenameOptions;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.eclipse.lsp4j.WorkspaceEditCapabilities;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.ILanguageServerAccess;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsProvider;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * What the ide module's workspace services ({@code IRenameService2} and its change converter) ask a language server
 * for, answered in-process from one parsed snapshot of a folder: its resources, their texts and their index. The
 * rename service edits the model of this resource set, so a snapshot serves one request.
 */
final class SnapshotAccess implements ILanguageServerAccess {

    private final ResourceSet resources;
    /** The files' texts as parsed, read before the service changes the model. */
    private final Map<URI, String> texts = new HashMap<>();

    SnapshotAccess(ResourceSet resources) {
        this.resources = resources;
        for (Resource r : resources.getResources()) {
            if (r instanceof XtextResource xr && xr.getParseResult() != null) {
                texts.put(r.getURI(), xr.getParseResult().getRootNode().getText());
            }
        }
    }

    /** The text of file {@code uri} as parsed, or {@code null}. */
    String text(URI uri) {
        return texts.get(uri);
    }

    private Context context(String uri) {
        URI u = URI.createURI(uri);
        Resource r = resources.getResource(u, false);
        if (r == null || !texts.containsKey(u)) {
            throw new IllegalArgumentException("not an experiment file of this folder: " + uri);
        }
        return new Context(r, new Document(1, texts.get(u)), true, CancelIndicator.NullImpl);
    }

    @Override
    public <T> CompletableFuture<T> doRead(String uri, Function<Context, T> function) {
        try {
            return CompletableFuture.completedFuture(function.apply(context(uri)));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    @Override
    public <T> T doSyncRead(String uri, Function<Context, T> function) {
        return function.apply(context(uri));
    }

    @Override
    public <T> CompletableFuture<T> doReadIndex(Function<? super IndexContext, ? extends T> function) {
        var index = ((XtextResource) resources.getResources().get(0)).getResourceServiceProvider()
                .get(ResourceDescriptionsProvider.class).getResourceDescriptions(resources);
        return CompletableFuture.completedFuture(function.apply(new IndexContext(index, CancelIndicator.NullImpl)));
    }

    @Override
    public void addBuildListener(IBuildListener listener) {
        // a snapshot is never rebuilt
    }

    @Override
    public LanguageClient getLanguageClient() {
        return null;
    }

    @Override
    public ResourceSet newLiveScopeResourceSet(URI uri) {
        return resources;
    }

    @Override
    public InitializeParams getInitializeParams() {
        WorkspaceClientCapabilities workspace = new WorkspaceClientCapabilities();
        WorkspaceEditCapabilities edits = new WorkspaceEditCapabilities();
        edits.setDocumentChanges(false);
        workspace.setWorkspaceEdit(edits);
        ClientCapabilities capabilities = new ClientCapabilities();
        capabilities.setWorkspace(workspace);
        InitializeParams params = new InitializeParams();
        params.setCapabilities(capabilities);
        return params;
    }

    @Override
    public InitializeResult getInitializeResult() {
        // prepare-rename on: the service refuses a rename where there is no renamable name
        ServerCapabilities capabilities = new ServerCapabilities();
        capabilities.setRenameProvider(Either.forRight(new RenameOptions(true)));
        return new InitializeResult(capabilities);
    }
}
