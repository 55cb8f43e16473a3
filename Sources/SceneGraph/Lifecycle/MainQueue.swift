// What: `DispatchQueue.main.async` and `DispatchQueue.main.asyncAfter(deadline:)` on the
// scene's virtual clock. Work a scene sends to the main queue — from an `.onAppear`, a button,
// a `.task`, a completion — runs as an event of the scene: `async` at the same scene time,
// after the current update (as the main run loop's next turn would run it); `asyncAfter` at
// `now + delay` in scene time, the delay rounded to the millisecond (the deadline is handed
// over, the reading of the clock it was computed from is not). So a sequence written with
// `asyncAfter(deadline: .now() + 0.5)` lands on the same video frames on every run.
//
// Why this approach: a render runs no main run loop, so work sent to the main queue would
// never run at all, and its wall-clock deadlines say nothing about scene time. The program
// defines `dispatch_async` and `dispatch_after` itself (`CMainQueue`), ahead of libdispatch
// for the calls Swift's Dispatch overlay makes; while a scene is being advanced on a thread,
// main-queue work from that thread is offered to it, and everything else goes on to
// libdispatch unchanged.
//
// What it refuses to do: work sent to the main queue from another thread, or from outside the
// scene's events (a view's initializer), goes to libdispatch as usual (it never runs in a
// render); wall-clock deadlines (`DispatchWallTime`) too.

@_implementationOnly import CMainQueue
import Foundation
#if canImport(Glibc)
  import Glibc
#endif

/// A block pointer that crosses into the scene's timed work; only the scene's thread runs it.
private struct MainQueueBlock: @unchecked Sendable {
  let pointer: UnsafeMutableRawPointer
}

extension SceneRuntime {
  /// Runs `body` with this scene as the one its thread is advancing, for main-queue work.
  func withCurrentScene<T>(_ body: () -> T) -> T {
    _ = SceneRuntime.installMainQueueHook
    _ = SceneRuntime.installIsolationHook
    let saved = pthread_getspecific(SceneRuntime.currentSceneKey)
    pthread_setspecific(SceneRuntime.currentSceneKey, Unmanaged.passUnretained(self).toOpaque())
    defer { pthread_setspecific(SceneRuntime.currentSceneKey, saved) }
    return body()
  }

  /// The scene this thread is advancing, if any.
  static var currentOnThread: SceneRuntime? {
    pthread_getspecific(currentSceneKey).map { Unmanaged<SceneRuntime>.fromOpaque($0).takeUnretainedValue() }
  }

  fileprivate static let currentSceneKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Takes main-queue work made while a scene is advancing on this thread.
  private static let installMainQueueHook: Void = {
    flipbook_set_main_queue_hook { delay, block in
      guard let runtime = SceneRuntime.currentOnThread, let block else { return 0 }
      let seconds = max((Double(delay) / 1e6).rounded() / 1000, 0)
      let now = runtime.time.isFinite ? runtime.time : 0
      let work = MainQueueBlock(pointer: block)
      runtime.enqueue(at: now + seconds) { flipbook_run_block(work.pointer) }
      return 1
    }
  }()

  /// The runtime's hook for checking that code runs on an executor: `(executor identity,
  /// executor implementation, original)`.
  private typealias CheckIsolatedHook = @convention(c) (UnsafeRawPointer?, UInt, UnsafeRawPointer?) -> Void
  private typealias CheckIsolated = @convention(c) (UnsafeRawPointer?, UInt) -> Void

  /// Main-queue work a scene runs is main-actor work (Swift 6 treats closures sent to
  /// `DispatchQueue.main` as main-actor isolated and checks it when they run); a scene runs it
  /// on the thread that advances the scene, which in a render is the main thread but in a test
  /// need not be. While a scene advances, a check for the main actor on its thread passes;
  /// every other check goes on to the runtime.
  private static let installIsolationHook: Void = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_checkIsolated_hook") else { return }
    let hook = symbol.assumingMemoryBound(to: CheckIsolatedHook?.self)
    previousIsolationHook = hook.pointee
    hook.pointee = { identity, implementation, original in
      if SceneRuntime.currentOnThread != nil, identity == SceneRuntime.mainExecutorIdentity { return }
      if let previous = SceneRuntime.previousIsolationHook {
        previous(identity, implementation, original)
      } else if let original {
        unsafeBitCast(original, to: CheckIsolated.self)(identity, implementation)
      }
    }
  }()

  nonisolated(unsafe) private static var previousIsolationHook: CheckIsolatedHook?

  /// The identity word of the main actor's executor.
  nonisolated(unsafe) private static let mainExecutorIdentity: UnsafeRawPointer? =
    unsafeBitCast(MainActor.sharedUnownedExecutor, to: (UnsafeRawPointer?, UInt).self).0

  /// Whether main-queue work reaches scenes in this program (the program's `dispatch_async`
  /// and `dispatch_after` are the ones called); known once some work has been sent.
  package static var mainQueueIsInterposed: Bool { flipbook_main_queue_is_interposed() != 0 }
}
