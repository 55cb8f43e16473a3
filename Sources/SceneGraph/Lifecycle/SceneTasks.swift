// What: `.task` and `.task(id:)`, whose async work runs on the scene's virtual clock:
// `Task.sleep` inside a scene sleeps for scene time, never wall time, so a task that sleeps a
// second and then changes state changes it exactly one scene second later, on every run.
//
// Why this approach: each scene has an executor of its own (`SceneTaskExecutor`), and a
// view's task is started with that executor as its preference, so every part of it that is
// not isolated to an actor runs there. The executor runs nothing by itself: the scene drains
// it, synchronously, on its own thread — when a task starts (as the view appears, like an
// `.onAppear` action) and whenever a sleep is due. A sleep reaches the executor as a job to
// run at a deadline (the executor is a scheduling executor); the deadline is turned into scene
// time (`now + delay`, the delay rounded to the millisecond because the clock's reading at
// the call is not handed over, only the deadline) and becomes timed work of the scene, like a
// timer's tick. Waking a task, and any task it starts, goes through the runtime's global
// enqueue; while a scene drains, a hook sends the jobs enqueued from its thread back to its
// executor, so they run in order on the scene's thread and time.
// Work changes state as any event does: each change batch is applied at the scene time the
// work ran, with the transaction it was made in (`withAnimation` inside a task animates).
// A task is cancelled when its view disappears, and a `.task(id:)` when its id changes (then
// started again).
//
// What it refuses to do: work isolated to the main actor (`await MainActor.run`, a
// `@MainActor` model's async method) is not run by the scene and never resumes during a
// render; other clocks than the continuous and suspending ones sleep no time.

@_spi(ExperimentalScheduling) import _Concurrency
import Foundation
#if canImport(Glibc)
  import Glibc
#endif

extension View {
  /// Starts `action` when the view appears, and cancels it when the view disappears.
  ///
  /// The task runs on the scene's clock: `try await Task.sleep(for: .seconds(1))` inside it
  /// resumes one scene second later.
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
    modifier(_TaskModifier(id: 0, priority: priority, restartsOnChange: false, action: action))
  }

  /// Starts `action` when the view appears and again, cancelling the running one, whenever
  /// `id` changes; cancels it when the view disappears.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: value, priority: priority, restartsOnChange: true, action: action))
  }
}

public struct _TaskModifier<ID: Equatable>: PrimitiveModifier {
  let id: ID
  let priority: TaskPriority
  let restartsOnChange: Bool
  let action: () async -> Void

  package func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let runtime = resolver.runtime
    let key = identity.appending(.property("task"))
    if restartsOnChange, let old = runtime.observedValues[key] as? ID, old != id, runtime.sceneTasks[identity] != nil {
      let (action, priority) = (self.action, self.priority)
      runtime.schedule { [weak runtime] in runtime?.startTask(identity, priority: priority, action) }
    }
    runtime.observedValues[key] = id
    return TaskNode(identity: identity, child: resolver.resolve(content, identity.appending(.body)), modifier: self)
  }
}

final class TaskNode<ID: Equatable>: EffectNode<_TaskModifier<ID>> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let (identity, action, priority) = (self.identity, modifier.action, modifier.priority)
    pass.appearances.append(
      (
        identity,
        AppearanceHandlers(
          appear: { [weak runtime = pass.runtime] in runtime?.startTask(identity, priority: priority, action) },
          disappear: { [weak runtime = pass.runtime] in runtime?.cancelTask(identity) }
        )
      ))
    child.place(at: origin, size: size, proposal: proposal, pass)
  }
}

/// A closure that crosses into a task: it only ever runs on the scene's executor, on the
/// scene's thread.
private struct SceneWork: @unchecked Sendable {
  let action: () async -> Void
}

extension SceneRuntime {
  /// Starts the task of the view `identity` (cancelling one it already runs) and runs it
  /// until it first suspends.
  func startTask(_ identity: ViewIdentity, priority: TaskPriority, _ action: @escaping () async -> Void) {
    cancelTask(identity)
    let executor = taskExecutor
    let work = SceneWork(action: action)
    executor.drain {
      sceneTasks[identity] = Task.detached(executorPreference: executor, priority: priority) { await work.action() }
    }
  }

  /// Cancels the task of the view `identity`; it runs on to its end at once (a sleep throws).
  func cancelTask(_ identity: ViewIdentity) {
    guard let task = sceneTasks.removeValue(forKey: identity) else { return }
    taskExecutor.drain { task.cancel() }
  }
}

/// The executor of one scene's tasks: jobs wait until the scene drains it on its thread.
final class SceneTaskExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
  unowned let runtime: SceneRuntime
  private let lock = NSLock()
  private var ready: [UnownedJob] = []

  init(runtime: SceneRuntime) {
    self.runtime = runtime
    SceneTaskExecutor.installHook
  }

  func enqueue(_ job: consuming ExecutorJob) {
    add(UnownedJob(job))
  }

  private func add(_ job: UnownedJob) {
    lock.lock()
    ready.append(job)
    lock.unlock()
  }

  func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
    schedule(UnownedJob(job), after: Self.seconds(delay))
  }

  func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
    schedule(UnownedJob(job), after: Self.seconds(clock.now.duration(to: instant)))
  }

  /// A clock's duration in seconds; 0 for a clock whose durations are not `Duration`s.
  private static func seconds<D: DurationProtocol>(_ duration: D) -> Double {
    guard let duration = duration as? Duration else { return 0 }
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }

  /// Runs `job` `delay` seconds of scene time from now, the delay rounded to the millisecond.
  private func schedule(_ job: UnownedJob, after delay: Double) {
    let time = runtime.time + max((delay * 1000).rounded() / 1000, 0)
    runtime.enqueue(at: time) { [self] in drain { job.runSynchronously(on: asUnownedTaskExecutor()) } }
  }

  private func takeReady() -> UnownedJob? {
    lock.lock()
    defer { lock.unlock() }
    return ready.isEmpty ? nil : ready.removeFirst()
  }

  /// Runs `body` with the jobs enqueued globally from this thread sent here, then every job
  /// that is ready, until none is.
  func drain(_ body: () -> Void = {}) {
    let saved = Self.current
    Self.current = self
    defer { Self.current = saved }
    body()
    while let job = takeReady() { job.runSynchronously(on: asUnownedTaskExecutor()) }
  }

  // MARK: Routing global enqueues

  /// The executor draining on this thread, if any.
  private static var current: SceneTaskExecutor? {
    get { pthread_getspecific(threadKey).map { Unmanaged<SceneTaskExecutor>.fromOpaque($0).takeUnretainedValue() } }
    set { pthread_setspecific(threadKey, newValue.map { Unmanaged.passUnretained($0).toOpaque() }) }
  }

  private static let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The runtime's hook for global enqueues: `(job, original)`, the original taking the job.
  private typealias GlobalEnqueueHook = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer?) -> Void
  private typealias GlobalEnqueue = @convention(c) (UnsafeMutableRawPointer) -> Void

  /// Sends jobs enqueued globally from a thread that is draining a scene to that scene's
  /// executor; every other job goes on to the global executor unchanged.
  private static let installHook: Void = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else {
      Diagnostics.warn("The Swift runtime has no global-enqueue hook: tasks in scenes may run on the wall clock.")
      return
    }
    let hook = symbol.assumingMemoryBound(to: GlobalEnqueueHook?.self)
    previousHook = hook.pointee
    hook.pointee = { job, original in
      if let executor = SceneTaskExecutor.current {
        executor.add(unsafeBitCast(job, to: UnownedJob.self))
      } else if let previous = SceneTaskExecutor.previousHook {
        previous(job, original)
      } else if let original {
        unsafeBitCast(original, to: GlobalEnqueue.self)(job)
      }
    }
  }()

  /// The hook that was installed before this one, which other jobs go on to.
  nonisolated(unsafe) private static var previousHook: GlobalEnqueueHook?
}
